/**
 * /admin: the dashboard's layout (signed-in staff only; never indexed). Owners see every section; a crew member their
 * day and their security settings (docs/decisions/0039).
 */
import { Form, isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { requireStaff } from "~/owner/auth.server";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  const person = await requireStaff(request);
  return { email: person.email, role: person.role };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

const ownerLinks = [
  { to: "/admin", label: "Bookings", end: true },
  { to: "/admin/today", label: "Today", end: false },
  { to: "/admin/schedule", label: "Schedule", end: false },
  { to: "/admin/capacity", label: "Capacity", end: false },
  { to: "/admin/team", label: "Team", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/health", label: "Health", end: false },
  { to: "/admin/security", label: "Security", end: false },
];
const crewLinks = [
  { to: "/admin/today", label: "Today", end: false },
  { to: "/admin/security", label: "Security", end: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-3 pb-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3">
        <p className="font-bold text-navy-900">{site.shortBrand} dashboard</p>
        <nav aria-label="Dashboard" className="flex flex-wrap gap-1">
          {(loaderData.role === "owner" ? ownerLinks : crewLinks).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-semibold",
                  isActive ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-navy-50",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/admin/logout" className="flex min-w-0 items-center gap-2 text-sm">
          <span className="hidden min-w-0 text-muted-foreground wrap-anywhere sm:inline">{loaderData.email}</span>
          <button type="submit" className="rounded-md px-3 py-2 font-semibold text-navy-900 underline hover:bg-navy-50">
            Sign out
          </button>
        </Form>
      </div>
      <Outlet />
    </div>
  );
}

/**
 * A page or job refused (403: an owners' page to a crew member, another crew's job), not found (404) or gone: said
 * in the words the server gave, with the way back to the person's day; anything else as the site's error page says.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-navy-900">
        {refused ? (error.status === 403 ? "Not yours to open" : "Not found") : "Something went wrong"}
      </h1>
      <p className="mt-4 text-navy-900">
        {refused && typeof error.data === "string" && error.data
          ? error.data
          : "An unexpected error occurred. Please try again."}
      </p>
      <p className="mt-6">
        <Link to="/admin/today" className="font-semibold text-navy-900 underline">
          Go to Today
        </Link>
      </p>
    </section>
  );
}
