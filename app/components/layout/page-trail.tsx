import { Icon } from "~/components/ui/icon";
import { Link, useLocation } from "react-router";
import { breadcrumbsFor } from "~/content/breadcrumbs";

const linkClass = "rounded-md py-2 font-medium text-navy-700 hover:text-navy-900 hover:underline";

/**
 * The top row of every page below home: "Back to Home" and the page's breadcrumb, made from the same trail
 * as the page's BreadcrumbList structured data (app/content/breadcrumbs.ts).
 */
export function PageTrail() {
  const crumbs = breadcrumbsFor(useLocation().pathname);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" /> Back to Home
      </Link>
      {crumbs ? (
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {crumbs.map((crumb, i) => (
              <li key={crumb.path} className="flex items-center gap-1">
                {i > 0 ? <Icon name="chevron-right" className="size-4" /> : null}
                {i === crumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={crumb.path} className={linkClass}>
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
