/**
 * The booking form's words about extras (issue 37): each service's extras come with help of their own, because an
 * extra is counted differently for each service (items for junk removal, surfaces for power washing, and rooms only
 * for cleaning's per-room extras, which are named from the catalogue).
 */
import type { Service, ServiceId } from "./schema";

/** The add-ons step's description, above every service's extras. */
export const addonsStepDescription = "Optional extras, each at its list price on top of the service's flat price.";

/** How each service's extras are counted, in the customer's words. */
const addonsLead: Record<ServiceId, string> = {
  cleaning: "Enter how many of each you need.",
  "junk-removal": "Bulky items we haul on top of your load, priced per item: enter how many of each.",
  "power-washing": "More to wash beyond the area you chose, priced per surface: enter how many of each.",
};

/** "a, b and c". */
const listOf = (words: string[]) =>
  words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** The help above a service's extras: its own words, and the rooms hint when (and only when) it has per-room extras. */
export function addonsHelp(service: { id: Service["id"]; addons: readonly { label: string; unit: string }[] }): string {
  const perRoom = service.addons
    .filter((addon) => addon.unit === "per-room")
    .map((addon, i) => (i === 0 ? addon.label : addon.label.charAt(0).toLowerCase() + addon.label.slice(1)));
  const rooms =
    perRoom.length === 0
      ? ""
      : ` ${listOf(perRoom)} ${perRoom.length === 1 ? "is" : "are"} priced per room: enter the number of rooms.`;
  return `${addonsLead[service.id]}${rooms}`;
}
