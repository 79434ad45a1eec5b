import { Section } from "~/components/section";

/** The pair's own text: what this service is like in this city, and local notes. */
export function ServiceCityLocal({
  heading,
  intro,
  notes,
  cityName,
}: {
  heading: string;
  intro: readonly string[];
  notes: readonly string[];
  cityName: string;
}) {
  return (
    <Section id="local" eyebrow={`In ${cityName}`} title={heading}>
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[3fr_2fr]" data-testid="service-city-text">
        <div className="space-y-4 text-lg leading-relaxed text-foreground">
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="local-tips-heading"
          className="self-start rounded-(--radius-card) border border-border bg-navy-50 p-6"
        >
          <h3 id="local-tips-heading" className="text-xl font-bold text-navy-900">
            Local notes
          </h3>
          <ul className="mt-4 list-disc space-y-3 pl-5 leading-relaxed text-foreground">
            {notes.map((note) => (
              <li key={note.slice(0, 40)}>{note}</li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
