import { data } from "react-router";

/** Catch-all: every unknown path answers HTTP 404 with the 404 page (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
