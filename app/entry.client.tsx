/**
 * The browser's entry: React Router's default, but a Spanish page first loads the Spanish catalog, which English
 * pages never fetch (docs/decisions/0052). A page changes language only by a new document (the switch reloads it).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeOfPath } from "~/i18n/locale";

if (localeOfPath(window.location.pathname) === "es") await import("~/i18n/spanish");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
