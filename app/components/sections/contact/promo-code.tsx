import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";

/**
 * The advertised first-order promo code of the catalog in force (`code`, and what it takes off, `off`: "15%" or
 * "$20"), visible as text, with a copy-to-clipboard button.
 */
export function PromoCode({ code, off }: { code: string; off: string }) {
  const description = `${off} off your first order`;

  async function copy() {
    try {
      if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(code);
      toast({
        title: "Promo code copied",
        description: `${code} is on your clipboard. Enter it when you book for ${description}.`,
      });
    } catch {
      toast({
        title: "Copy the code by hand",
        description: `Your browser did not let us copy it. Select ${code} and copy it, then enter it when you book.`,
      });
    }
  }

  return (
    <section
      aria-labelledby="promo-heading"
      className="rounded-(--radius-card) border-2 border-dashed border-amber-brand bg-amber-soft/50 p-6 sm:p-8"
    >
      <h2 id="promo-heading" className="flex items-center gap-2 text-2xl font-extrabold text-navy-900">
        <Icon name="tag" className="size-6 text-navy-800" />
        First-time customer?
      </h2>
      <p className="mt-2 text-navy-900">Use this code when you book for {description}.</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <p>
          <span className="sr-only">Promo code: </span>
          <code
            className="inline-block rounded-lg border-2 border-navy-900 bg-white px-4 py-2 font-mono text-2xl font-extrabold tracking-widest text-navy-900 select-all"
            data-testid="promo-code"
          >
            {code}
          </code>
        </p>
        <Button type="button" onClick={copy}>
          <Icon name="copy" /> Copy Code
        </Button>
      </div>
    </section>
  );
}
