import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import type { CatalogWords } from "~/domain/catalog-words";
import { cn } from "~/lib/utils";
import { useT } from "~/i18n/use-t";

/**
 * Scrolling promo banner; pausable, and still under prefers-reduced-motion. Its figures are the catalog's in force
 * (the root loader's `words`): the advertised code and what it takes off (no promo line when none is advertised), the
 * multi-service percent and the hours. Without words (an error page) it names no figure.
 */
export function PromoBanner({ words }: { words?: CatalogWords }) {
  const [paused, setPaused] = useState(false);
  const t = useT();
  const message = words?.promoCode ? t("promo.save", { off: words.promoOff, code: words.promoCode }) : null;
  const extras = [
    ...(words ? [t("promo.bundle", { percent: words.multiPercent }), words.hoursLabel] : []),
    t("promo.same-day"),
  ];
  const items = message ? [message, ...extras] : extras;
  return (
    <div className="flex items-center bg-navy-900 text-sm text-white">
      <p className="sr-only">{`${items.join(". ")}.`}</p>
      <div className="relative flex-1 overflow-hidden" aria-hidden="true">
        <div
          data-testid="promo-track"
          className={cn(
            "flex w-max animate-marquee motion-reduce:animate-none",
            paused && "[animation-play-state:paused]",
          )}
        >
          {[0, 1].map((copy) => (
            <ul key={copy} className="flex shrink-0 items-center">
              {items.map((text) => (
                <li key={text} className="flex items-center gap-3 px-6 py-2 whitespace-nowrap">
                  <span aria-hidden="true" className="text-amber-brand">
                    ★
                  </span>
                  {text === message ? (
                    <span>
                      {t("promo.save-before-code", { off: words!.promoOff })}
                      <strong className="font-bold text-amber-soft">{words!.promoCode}</strong>
                    </span>
                  ) : (
                    text
                  )}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        className="mx-1 flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-navy-800 motion-reduce:hidden"
        aria-label={t("promo.pause")}
      >
        {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
      </button>
    </div>
  );
}
