import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Unlike shadcn/ui's `cn`, it does not resolve conflicting Tailwind utilities at run time
 * (tailwind-merge costs ~8.5 KB gzip on every page): components never pass a utility that overrides one of the
 * primitive's own, and `tests/e2e/server.spec.ts` checks every page's HTML for conflicting classes with
 * tailwind-merge, a dev-only dependency.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
