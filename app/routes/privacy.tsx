/**
 * /privacy: what we keep, why, for how long, who else sees it, and how to ask for a copy or an erasure. Rendered by
 * the server in the payment mode it runs in (issue 37: the page says what the booking page says about paying), and
 * kept for everyone for an hour (docs/decisions/0024): the same for every visitor, served from memory. The text
 * reaches the page as loader data, so it is not also shipped as JavaScript.
 */
import { data } from "react-router";
import type { Route } from "./+types/privacy";
import { PrivacySections } from "~/components/sections/privacy/privacy-sections";
import { privacyPage } from "~/content/privacy";
import { site } from "~/content/site";
import { KEEP_UNTIL } from "~/lib/kept-page";
import { paymentMode } from "~/utils/env.server";
import { brandTitle, pageMeta } from "~/seo/meta";

/** How long the server keeps the page it rendered. */
const KEPT_MS = 3600_000;

export function loader({ request }: Route.LoaderArgs) {
  const kept: Record<string, string> =
    new URL(request.url).search === "" ? { [KEEP_UNTIL]: new Date(Date.now() + KEPT_MS).toISOString() } : {};
  return data({ page: privacyPage(paymentMode()) }, { headers: kept });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const until = loaderHeaders.get(KEEP_UNTIL);
  return until ? { [KEEP_UNTIL]: until } : {};
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Privacy: What We Keep and Why"),
    description: `What ${site.shortBrand} keeps when you book, why and for how long, who else sees it, and how to get a copy of it or have it erased.`,
    path: "/privacy",
    matches,
  });
}

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PrivacySections page={page} />;
}
