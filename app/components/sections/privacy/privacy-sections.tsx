import type { ReactNode } from "react";
import { PageHero } from "~/components/layout/page-hero";
import type { PrivacyBlock, PrivacyPage } from "~/content/privacy";
import { emailHref, phoneHref, site } from "~/content/site";

const linkClass = "font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900";

/** The phone number and e-mail address in a text, as links. */
function withContactLinks(text: string): ReactNode[] {
  const targets = new Map([
    [site.phone, phoneHref],
    [site.email, emailHref],
  ]);
  const escaped = [...targets.keys()].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return text.split(new RegExp(`(${escaped.join("|")})`)).map((part, i) => {
    const href = targets.get(part);
    return href ? (
      <a key={i} href={href} className={linkClass}>
        {part}
      </a>
    ) : (
      part
    );
  });
}

function Block({ block }: { block: PrivacyBlock }) {
  if (block.type === "p") return <p>{withContactLinks(block.text)}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-navy-700">
      {block.items.map((item) => (
        <li key={item}>{withContactLinks(item)}</li>
      ))}
    </ul>
  );
}

/** The whole /privacy page, from its loader data: the hero, one section per heading, the date of the text. */
export function PrivacySections({ page }: { page: PrivacyPage }) {
  return (
    <>
      <PageHero id="privacy" eyebrow={site.brand} title={page.heading}>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">{page.lead}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 pt-8 pb-16 sm:px-6 sm:pb-20">
        {page.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-4">
            <h2
              id={`${section.id}-heading`}
              className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl"
            >
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted-foreground">
              {section.body.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
        <p className="border-t border-border pt-6 text-sm text-muted-foreground">
          <time dateTime={page.updated}>{page.updatedLabel}</time>
        </p>
      </div>
    </>
  );
}
