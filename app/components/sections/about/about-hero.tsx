import { PageHero } from "~/components/layout/page-hero";
import { about } from "~/content/about";
import { site } from "~/content/site";

export function AboutHero() {
  return (
    <PageHero id="about" eyebrow={<>About {site.brand}</>} title={about.heading}>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">{about.lead}</p>
    </PageHero>
  );
}
