import { Section } from "~/components/section";
import { ZipCheck } from "~/components/sections/service-area/zip-check";

/** The city's three introduction paragraphs and the neighbourhoods our crews work in. */
export function LocationIntro({
  city,
}: {
  city: { name: string; county: string; intro: readonly string[]; neighborhoods: readonly string[] };
}) {
  return (
    <Section id="about-city" eyebrow="Local know-how" title={`Working in ${city.name}`}>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-foreground" data-testid="city-intro">
          {city.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="space-y-6 self-start">
          <aside
            aria-labelledby="neighborhoods-heading"
            className="rounded-(--radius-card) border border-border bg-muted p-6"
          >
            <h3 id="neighborhoods-heading" className="text-lg font-bold text-navy-900">
              Neighborhoods we serve
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              All of {city.name} ({city.county}), including:
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {city.neighborhoods.map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-border bg-white px-3 py-1 text-sm font-medium text-navy-900"
                >
                  {name}
                </li>
              ))}
            </ul>
          </aside>
          <ZipCheck level={3} heading={`Near ${city.name}? Check your ZIP`} />
        </div>
      </div>
    </Section>
  );
}
