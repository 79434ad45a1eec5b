/**
 * Every icon the site draws, by its Lucide name. scripts/build-icons.ts writes their shapes into one sprite,
 * icons.svg (docs/decisions/0022); `<Icon name>` accepts only these names. Build time and tests only: the browser
 * needs the type, not the list.
 */
export const iconNames = [
  "arrow-left",
  "arrow-right",
  "arrow-up",
  "badge-dollar-sign",
  "calendar-check",
  "calendar-clock",
  "calendar-plus",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "chevron-up",
  "circle-check",
  "circle-x",
  "clock",
  "copy",
  "credit-card",
  "external-link",
  "heart",
  "info",
  "loader-circle",
  "mail",
  "map-pin",
  "menu",
  "package",
  "pause",
  "pencil-line",
  "phone",
  "phone-call",
  "play",
  "recycle",
  "shield-check",
  "sparkles",
  "tag",
  "thumbs-up",
  "triangle-exclamation-point",
  "truck",
  "users",
  "x",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

export const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);
