import { Icon } from "~/components/ui/icon";
import { about } from "~/content/about";
import { type CatalogWords, fillCatalogText } from "~/domain/catalog-words";
import { cn } from "~/lib/utils";

type StorySection = (typeof about.sections)[number];

/**
 * The story sections of /about, in data order: the first beside an
 * illustration, the middle ones as numbered steps, the last followed by the
 * list of promises. `words`: the catalog's words in force, which the story names (the hours, the multi-service
 * percent).
 */
export function AboutStory({ words }: { words: CatalogWords }) {
  const sections = about.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) => fillCatalogText(p, words)).filter((p) => p !== ""),
  }));
  const last = sections.length - 1;
  return (
    <>
      {sections.map((section, i) => {
        const id = `about-${i + 1}`;
        const variant = i === 0 ? "intro" : i === last ? "promises" : "steps";
        return (
          <section
            key={section.heading}
            id={id}
            aria-labelledby={`${id}-heading`}
            className={cn("py-14 sm:py-20", variant === "steps" && "bg-muted")}
          >
            <div className="mx-auto max-w-7xl px-4 sm:px-6">
              {variant === "intro" ? <IntroBlock id={id} section={section} /> : null}
              {variant === "steps" ? <StepsBlock id={id} section={section} /> : null}
              {variant === "promises" ? <PromisesBlock id={id} section={section} /> : null}
            </div>
          </section>
        );
      })}
    </>
  );
}

function SectionHeading({ id, children, center = false }: { id: string; children: string; center?: boolean }) {
  return (
    <h2
      id={`${id}-heading`}
      className={cn("text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl", center && "text-center")}
    >
      {children}
    </h2>
  );
}

/** A section's heading and its paragraphs. */
function HeadedText({ id, section }: { id: string; section: StorySection }) {
  return (
    <div>
      <SectionHeading id={id}>{section.heading}</SectionHeading>
      <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}

function IntroBlock({ id, section }: { id: string; section: StorySection }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <HeadedText id={id} section={section} />
      <img
        src="/images/hero.svg"
        alt=""
        width={960}
        height={640}
        loading="lazy"
        className="h-auto w-full rounded-3xl border border-border bg-navy-50"
      />
    </div>
  );
}

function StepsBlock({ id, section }: { id: string; section: StorySection }) {
  return (
    <>
      <SectionHeading id={id} center>
        {section.heading}
      </SectionHeading>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {section.paragraphs.map((p, n) => (
          <li key={p} className="rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-navy-800 text-lg font-extrabold text-white"
            >
              {n + 1}
            </span>
            <p className="mt-4 leading-relaxed text-foreground">{p}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

function PromisesBlock({ id, section }: { id: string; section: StorySection }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
      <HeadedText id={id} section={section} />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="What we promise" data-testid="promises">
        {about.promises.map((promise) => (
          <li
            key={promise}
            className="flex gap-3 rounded-(--radius-card) border border-border bg-white p-5 shadow-(--shadow-card)"
          >
            <Icon name="circle-check" className="size-6 shrink-0 text-success" />
            <span className="font-semibold text-navy-900">{promise}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
