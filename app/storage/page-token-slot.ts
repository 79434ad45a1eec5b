/**
 * Where an e-mail kept in the outbox had its customer's page token (docs/decisions/0031): the link is written into
 * the message when it is sent, never stored. Browser-safe and shared by the schema and the booking feature.
 */
export const PAGE_TOKEN_SLOT = "{{page-token}}";

const PAGE_LINK = new RegExp(`\\S*${PAGE_TOKEN_SLOT.replace(/[{}]/g, "\\$&")}`, "g");
/** A kept message's text for people to read: each link to the customer's page (never stored whole) named instead. */
export const withoutPageLinks = (text: string) => text.replace(PAGE_LINK, "[the link to the booking's page]");
