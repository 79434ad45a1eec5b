import type { Route } from "./+types/privacy";
import { PrivacySections } from "~/components/sections/privacy/privacy-sections";
import { privacy } from "~/content/privacy";
import { site } from "~/content/site";
import { brandTitle, pageMeta } from "~/seo/meta";

/** The text reaches the page as loader data (pre-rendered into the HTML), so it is not also shipped as JavaScript. */
export function loader() {
  return { page: privacy };
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
