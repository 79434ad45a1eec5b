import type { EmblaCarouselType } from "embla-carousel";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { slidesIn } from "~/content/slides";
import { useLocale, useT } from "~/i18n/use-t";
import { type CatalogWords, fillCatalogWords } from "~/domain/catalog-words";
import { carouselSettings, narrowQuery, reducedMotionQuery } from "~/lib/settings";
import { cn } from "~/lib/utils";
import { ContentImage } from "~/components/ui/content-image";

/** Embla and its autoplay plugin, fetched as a separate chunk once the carousel comes near (docs/decisions/0017). */
async function createCarousel(viewport: HTMLElement): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
    import("embla-carousel"),
    import("embla-carousel-autoplay"),
  ]);
  return EmblaCarousel(
    viewport,
    {
      loop: true,
      duration: carouselSettings.duration,
      breakpoints: { [narrowQuery]: { duration: carouselSettings.narrowDuration } },
    },
    [
      Autoplay({
        delay: carouselSettings.autoplayDelay,
        playOnInit: false, // the effect below starts it, so one piece of state decides
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
        breakpoints: { [narrowQuery]: { active: false }, [reducedMotionQuery]: { active: false } },
      }),
    ],
  );
}

type Move = (api: EmblaCarouselType) => void;

/**
 * Five-slide carousel (WAI-ARIA APG carousel pattern): loops, autoplays every
 * 4 s above 768 px (never at or below it, never under reduced motion), with a
 * rotation control; rotation stops while hovered and once keyboard focus
 * enters or the visitor drags a slide; only the control restarts it then.
 *
 * The slides are plain HTML (the first one shows without JavaScript). The
 * carousel engine is a separate chunk: loaded after hydration where the
 * carousel autoplays, elsewhere (phones, reduced motion) only when the section
 * comes within 200 px of the viewport or a control is used.
 *
 * `words`: the catalog's words in force (the root loader's), which the slides name.
 */
export function CarouselSection({ words }: { words: CatalogWords }) {
  const t = useT();
  const slides = slidesIn(useLocale()).map((slide) => ({
    ...slide,
    title: fillCatalogWords(slide.title, words),
    description: fillCatalogWords(slide.description, words),
  }));
  const viewportRef = useRef<HTMLDivElement>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType>();
  const loading = useRef<Promise<void> | null>(null);
  const pending = useRef<Move | null>(null);
  const [selected, setSelected] = useState(0);
  const [canAutoplay, setCanAutoplay] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  const load = () => {
    const viewport = viewportRef.current;
    if (loading.current || !viewport) return;
    loading.current = createCarousel(viewport).then(setEmblaApi, () => {
      loading.current = null; // a failed chunk load can be retried by the next control use
    });
  };

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // where it autoplays (wide screens, motion allowed) it rotates from the start, as before the visitor scrolls to it
    const autoplays = !window.matchMedia(narrowQuery).matches && !window.matchMedia(reducedMotionQuery).matches;
    if (autoplays || typeof IntersectionObserver === "undefined") return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => emblaApi?.destroy(), [emblaApi]);

  /** a control's move: done now, or once the engine has loaded */
  const move = (action: Move) => {
    if (emblaApi) return action(emblaApi);
    pending.current = action;
    load();
  };

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => setSelected(emblaApi.selectedScrollSnap());
    const evaluate = () => {
      const narrow = window.matchMedia(narrowQuery).matches;
      const reduced = window.matchMedia(reducedMotionQuery).matches;
      setCanAutoplay(!narrow && !reduced);
    };
    const onDrag = () => setUserPaused(true);
    sync();
    evaluate();
    emblaApi.on("select", sync).on("reInit", sync).on("reInit", evaluate).on("pointerDown", onDrag);
    const queued = pending.current;
    pending.current = null;
    queued?.(emblaApi);
    return () => {
      emblaApi.off("select", sync).off("reInit", sync).off("reInit", evaluate).off("pointerDown", onDrag);
    };
  }, [emblaApi]);

  /** the control's state: rotation on unless the visitor paused it (or it cannot run here) */
  const playing = canAutoplay && !userPaused;
  /** what the timer does now: also held while the pointer is over the carousel */
  const rotating = playing && !hovered;

  useEffect(() => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin || !canAutoplay) return; // inactive at narrow widths and under reduced motion
    if (rotating) plugin.play();
    else plugin.stop();
  }, [emblaApi, canAutoplay, rotating]);

  return (
    <Section id="gallery" tone="muted" eyebrow={t("carousel.eyebrow")} title={t("carousel.title")} belowFold>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("carousel.label")}
        data-rotation={rotating ? "running" : "stopped"}
        className="relative mx-auto max-w-5xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(e) => {
          if (e.target instanceof HTMLElement && e.target.dataset.rotationControl !== undefined) return;
          if (playing) setUserPaused(true);
        }}
      >
        <div className="mb-4 flex items-center justify-end gap-2">
          {canAutoplay ? (
            <Button
              variant="outline"
              size="sm"
              data-rotation-control=""
              onClick={() => setUserPaused((p) => !p)}
              aria-label={playing ? t("carousel.pause-label") : t("carousel.play-label")}
            >
              {playing ? <Icon name="pause" /> : <Icon name="play" />}
              {playing ? t("carousel.pause") : t("carousel.play")}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="icon"
            aria-label={t("carousel.previous")}
            onClick={() => move((api) => api.scrollPrev())}
          >
            <Icon name="chevron-left" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("carousel.next")}
            onClick={() => move((api) => api.scrollNext())}
          >
            <Icon name="chevron-right" />
          </Button>
        </div>
        <div className="overflow-hidden rounded-(--radius-card)" ref={viewportRef}>
          <div className="flex touch-pan-y" aria-live={playing ? "off" : "polite"} data-testid="carousel-track">
            {slides.map((slide, i) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("carousel.slide-of", { n: i + 1, count: slides.length, title: slide.title })}
                aria-hidden={i !== selected ? true : undefined}
                inert={i !== selected}
                data-testid="carousel-slide"
                data-active={i === selected ? "true" : "false"}
                className="min-w-0 flex-[0_0_100%]"
              >
                <figure className="overflow-hidden rounded-(--radius-card) border border-border bg-white">
                  <ContentImage
                    image={slide.image}
                    // below the fold on every screen: an eager first slide was preloaded ahead of the hero
                    loading="lazy"
                    className="h-auto w-full bg-navy-50"
                  />
                  <figcaption className="p-5 sm:p-6">
                    <h3 className="text-xl font-bold text-navy-900">{slide.title}</h3>
                    <p className="mt-2 text-muted-foreground">{slide.description}</p>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-4 flex justify-center gap-1" role="group" aria-label={t("carousel.choose")}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => move((api) => api.scrollTo(i))}
              aria-label={t("carousel.slide", { n: i + 1, title: slide.title })}
              aria-current={i === selected ? "true" : undefined}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn("block size-3 rounded-full", i === selected ? "bg-navy-800" : "bg-slate-400")}
              />
            </button>
          ))}
        </div>
      </div>
    </Section>
  );
}
