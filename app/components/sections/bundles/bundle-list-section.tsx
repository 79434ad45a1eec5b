import { BundleCard } from "~/components/cards/bundle-card";
import { Section } from "~/components/section";
import { bundles } from "~/content/bundles";

export function BundleListSection() {
  return (
    <Section
      id="packages"
      eyebrow="Fixed-price packages"
      title="Ready-Made Packages"
      lead="Each package shows its regular price, the bundle price and what you save. Add-ons can be added when you book."
    >
      <ul className="flex flex-wrap justify-center gap-6">
        {bundles.map((bundle) => (
          <li key={bundle.id} className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)] [&>*]:w-full">
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
