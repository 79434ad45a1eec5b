/**
 * The people who sign in at /admin (docs/decisions/0039): their roles and the limits of what they type, shared by the
 * pages and the server. Pure and browser-safe.
 */

/** What someone who signs in at /admin may do: everything, or their crew's jobs only. */
export type Role = "owner" | "crew";
export const ROLES: readonly Role[] = ["owner", "crew"];

/** A password's fewest characters (docs/decisions/0013), and most (a pasted passphrase, not a file). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** A person's display name (customers read its first word) and a crew's name, at most. */
export const PERSON_NAME_MAX = 80;
export const CREW_NAME_MAX = 60;
