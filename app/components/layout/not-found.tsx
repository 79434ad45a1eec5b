import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export const notFoundTitle = "404 Page Not Found";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-navy-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{notFoundTitle}</h1>
      <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        Back to Home
      </Link>
    </section>
  );
}
