import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackToHome() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Home
    </Link>
  );
}
