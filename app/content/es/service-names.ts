import type { ServiceId } from "../schema.ts";

/**
 * The Spanish names of the three services (app/content/services.ts `title` and `shortTitle`, issue 58): apart from
 * the rest of their Spanish words (./services.ts), as the site's menus and footer show them on every page.
 */
export const serviceNames: Record<ServiceId, { title: string; shortTitle: string }> = {
  cleaning: { title: "Limpieza de mudanza", shortTitle: "Limpieza" },
  "junk-removal": { title: "Retiro de basura y cachivaches", shortTitle: "Retiro de basura" },
  "power-washing": { title: "Lavado a presión", shortTitle: "Lavado a presión" },
};
