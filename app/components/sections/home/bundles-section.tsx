import { Link } from "react-router";
import { BundleCard } from "~/components/cards/bundle-card";
import { Section } from "~/components/section";
import { bundles } from "~/content/bundles";
import { site } from "~/content/site";

export function BundlesSection() {
  return (
    <Section
      id="bundles"
      tone="muted"
      eyebrow="Bundle and save"
      title="Bundle Any Two Services and Save"
      lead={`Book any two services together and save ${site.multiServiceDiscountPercent}%, or pick one of our ready-made packages.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {bundles.map((b) => (
          <li key={b.id}>
            <BundleCard bundle={b} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/bundles" className="font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900">
          Compare all bundles
        </Link>
      </p>
    </Section>
  );
}
