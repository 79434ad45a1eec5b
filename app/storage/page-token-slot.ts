/**
 * Where an e-mail kept in the outbox had its customer's page token (docs/decisions/0031): the link is written into
 * the message when it is sent, never stored. Browser-safe and shared by the schema and the booking feature.
 */
export const PAGE_TOKEN_SLOT = "{{page-token}}";

const PAGE_LINK = new RegExp(`\\S*${PAGE_TOKEN_SLOT.replace(/[{}]/g, "\\$&")}`, "g");
/** A kept message's text for people to read: each link to the customer's page (never stored whole) named instead. */
export const withoutPageLinks = (text: string) => text.replace(PAGE_LINK, "[the link to the booking's page]");

/**
 * Where a message kept in the outbox has the token of an account link (an invitation, a set-up link; docs/decisions/
 * 0041): `{{account-link:ID}}`, ID the link's own id. The token is derived from the server's secret and that id, and
 * written in by the outbox worker as it sends: the outbox, and so every backup, keeps none.
 */
export const accountLinkSlot = (linkId: string) => `{{account-link:${linkId}}}`;
/** Every account-link slot of a text; group 1 is the link's id. */
export const ACCOUNT_LINK_SLOTS = /\{\{account-link:([A-Za-z0-9_-]{1,64})\}\}/g;
