import { Section } from "~/components/section";
import { type NearbyPlace, NearbyLinks } from "./nearby-links";

export function LocationNearby({ cityName, nearby }: { cityName: string; nearby: readonly NearbyPlace[] }) {
  return (
    <Section
      id="nearby"
      eyebrow="Nearby areas"
      title={`Also Serving Near ${cityName}`}
      lead="The same crews and the same flat rates in the neighboring cities. Distances are measured between city centers."
    >
      <NearbyLinks places={nearby} hrefFor={(slug) => `/locations/${slug}`} />
    </Section>
  );
}
