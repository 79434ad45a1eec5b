import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";

export function StarMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={cn("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill="#0f2d52" />
      <path d="M16 4l2.6 8.4L27 16l-8.4 2.6L16 28l-2.6-9.4L5 16l8.4-3.6z" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const locale = useLocale();
  const t = useT();
  return (
    // The visible brand is the link's name (WCAG 2.5.3, label in name); "home" is added for screen readers only.
    <Link to={localHref(locale, "/")} className="flex items-center gap-2 rounded-md">
      <StarMark />
      <span
        className={cn("text-base leading-tight font-extrabold sm:text-lg", inverse ? "text-white" : "text-navy-900")}
      >
        {`${site.shortBrand} `}
        <span className={cn("block text-xs font-medium", inverse ? "text-navy-100" : "text-muted-foreground")}>
          {t("brand.suffix")}
        </span>
        <span className="sr-only">{t("brand.home")}</span>
      </span>
    </Link>
  );
}
