import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { slides } from "~/content/home";
import { carouselSettings, narrowQuery, reducedMotionQuery } from "~/lib/settings";
import { cn } from "~/lib/utils";

/**
 * Five-slide carousel (WAI-ARIA APG carousel pattern): loops, autoplays every
 * 4 s above 768 px (never at or below it, never under reduced motion), with a
 * rotation control; rotation stops while hovered and once keyboard focus
 * enters or the visitor drags a slide; only the control restarts it then.
 */
export function CarouselSection() {
  const [emblaRef, emblaApi] = useEmblaCarousel(
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
  const [selected, setSelected] = useState(0);
  const [canAutoplay, setCanAutoplay] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

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
    <Section id="gallery" tone="muted" eyebrow="See the difference" title="What We Do Best">
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Service highlights"
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
              aria-label={playing ? "Pause slide show" : "Play slide show"}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {playing ? "Pause" : "Play"}
            </Button>
          ) : null}
          <Button variant="outline" size="icon" aria-label="Previous slide" onClick={() => emblaApi?.scrollPrev()}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next slide" onClick={() => emblaApi?.scrollNext()}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="overflow-hidden rounded-(--radius-card)" ref={emblaRef}>
          <div className="flex touch-pan-y" aria-live={playing ? "off" : "polite"} data-testid="carousel-track">
            {slides.map((slide, i) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
                aria-hidden={i !== selected ? true : undefined}
                inert={i !== selected}
                data-testid="carousel-slide"
                data-active={i === selected ? "true" : "false"}
                className="min-w-0 flex-[0_0_100%]"
              >
                <figure className="overflow-hidden rounded-(--radius-card) border border-border bg-white">
                  <img
                    src={slide.image.src}
                    alt={slide.image.alt}
                    width={slide.image.width}
                    height={slide.image.height}
                    loading={i === 0 ? "eager" : "lazy"}
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
        <div className="mt-4 flex justify-center gap-1" role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => emblaApi?.scrollTo(i)}
              aria-label={`Slide ${i + 1}: ${slide.title}`}
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
