import { cn } from "~/lib/utils";
import type { Mark } from "~/domain/health";

const STYLE: Record<Mark, { dot: string; word: string }> = {
  green: { dot: "bg-green-600", word: "Working" },
  amber: { dot: "bg-amber-500", word: "Needs a look" },
  red: { dot: "bg-red-600", word: "Not working" },
};

/** A health line's mark: a coloured dot and its word (the colour is never the only sign). */
export function HealthMark({ mark }: { mark: Mark }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-bold text-navy-900" data-mark={mark}>
      <span aria-hidden="true" className={cn("inline-block size-3 rounded-full", STYLE[mark].dot)} />
      {STYLE[mark].word}
    </span>
  );
}
