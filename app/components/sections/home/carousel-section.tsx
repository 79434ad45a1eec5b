import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
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
  const [rotating, setRotating] = useState(false);
  const hovered = useRef(false);

  const autoplay = useCallback(() => emblaApi?.plugins().autoplay, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
    };
    const evaluate = () => {
      const narrow = window.matchMedia(narrowQuery).matches;
      const reduced = window.matchMedia(reducedMotionQuery).matches;
      setCanAutoplay(!narrow && !reduced);
    };
    const onPlay = () => setRotating(true);
    const onStop = () => setRotating(false);
    const onDrag = () => setUserPaused(true);
    sync();
    evaluate();
    emblaApi.on("select", sync).on("reInit", sync).on("reInit", evaluate);
    emblaApi.on("autoplay:play", onPlay).on("autoplay:stop", onStop).on("pointerDown", onDrag);
    return () => {
      emblaApi.off("select", sync).off("reInit", sync).off("reInit", evaluate);
      emblaApi.off("autoplay:play", onPlay).off("autoplay:stop", onStop).off("pointerDown", onDrag);
    };
  }, [emblaApi]);

  useEffect(() => {
    const plugin = autoplay();
    if (!plugin || !canAutoplay) return;
    if (userPaused) plugin.stop();
    else if (!hovered.current) plugin.play();
  }, [autoplay, canAutoplay, userPaused]);

  const playing = canAutoplay && !userPaused;

  return (
    <Section id="gallery" tone="muted" eyebrow="See the difference" title="What We Do Best">
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Service highlights"
        data-rotation={rotating ? "running" : "stopped"}
        className="relative mx-auto max-w-5xl"
        onMouseEnter={() => {
          hovered.current = true;
          autoplay()?.stop();
        }}
        onMouseLeave={() => {
          hovered.current = false;
          if (playing) autoplay()?.play();
        }}
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
              aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
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
