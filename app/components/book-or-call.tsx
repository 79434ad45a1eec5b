/**
 * A page's two calls to action, side by side: book (a link to the booking page, the accent button) and call us (the
 * phone link). Heroes and closing sections differ only in the words, the sizes and the call button's look.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { phoneHref, site } from "~/content/site";

export function BookOrCall({
  to,
  children,
  size = "lg",
  call = "outline",
  callIcon = true,
  centered = false,
  testId,
}: {
  /** The booking link, with its choices (`bookingHref`). */
  to: string;
  /** The book button's words (and icon). */
  children: ReactNode;
  size?: "lg" | "cta";
  /** `inverse` on a dark section. */
  call?: "outline" | "inverse";
  callIcon?: boolean;
  centered?: boolean;
  testId?: string;
}) {
  return (
    <div className={centered ? "mt-8 flex flex-wrap justify-center gap-3" : "mt-8 flex flex-wrap gap-3"}>
      <Link to={to} className={buttonVariants({ variant: "accent", size })} data-testid={testId}>
        {children}
      </Link>
      <a href={phoneHref} className={buttonVariants({ variant: call, size: "lg" })}>
        {callIcon ? <Icon name="phone" /> : null}
        Call {site.phone}
      </a>
    </div>
  );
}
