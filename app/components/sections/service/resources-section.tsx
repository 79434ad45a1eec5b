import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/section";
import type { ServicePage } from "~/content/schema";
import { cn } from "~/lib/utils";

/** Links to real organisations' public pages, opened in a new tab. */
export function ResourcesSection({ page }: { page: ServicePage }) {
  return (
    <Section id="resources" tone="muted" eyebrow="Helpful links" title={page.resourcesHeading}>
      <ul
        className={cn(
          "grid gap-4 sm:grid-cols-2",
          page.resources.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {page.resources.map((resource) => (
          <li key={resource.href} className="flex flex-col rounded-(--radius-card) border border-border bg-white p-5">
            <a
              href={resource.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-2 font-bold text-navy-700 underline underline-offset-4 hover:text-navy-900"
              data-testid="resource-link"
            >
              <span>
                {resource.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
              <Icon name="external-link" className="mt-1 size-4 shrink-0" />
            </a>
            <p className="mt-2 text-sm text-muted-foreground">{resource.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
