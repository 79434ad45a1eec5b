/**
 * What a crew goes through before a job is Done (docs/decisions/0039), per service: cleaning's is the landlord-ready
 * walkthrough its page promises. Each item is ticked, or marked "not possible" with a reason; the customer's job
 * report shows the list as ticked. An item's `id` is kept with the ticks: change a label freely, never an id.
 */
import type { ServiceId } from "./schema.ts";

export type ChecklistItem = { id: string; label: string };

export const checklists: Record<ServiceId, readonly ChecklistItem[]> = {
  cleaning: [
    { id: "kitchen-appliances", label: "Oven, stovetop, microwave and fridge cleaned inside and out" },
    { id: "kitchen-cabinets", label: "Kitchen cabinets and drawers wiped inside and out" },
    { id: "kitchen-counters", label: "Counters, backsplash and sink degreased and shining" },
    { id: "bathrooms", label: "Toilets, tubs, showers and sinks descaled and disinfected" },
    { id: "mirrors-glass", label: "Mirrors and glass streak-free" },
    { id: "closets", label: "Closets and shelves empty and wiped" },
    { id: "baseboards-doors", label: "Baseboards, doors, frames and light switches wiped" },
    { id: "windows", label: "Window sills and tracks cleaned" },
    { id: "fans-vents", label: "Ceiling fans and vents dusted" },
    { id: "floors", label: "Floors vacuumed and mopped, edges included" },
    { id: "trash", label: "Trash and cleaning supplies taken out" },
    { id: "walkthrough", label: "Final walkthrough of every room, lights off, doors locked" },
  ],
  "junk-removal": [
    { id: "items-confirmed", label: "Items to go confirmed with the customer" },
    { id: "loaded", label: "Every confirmed item loaded" },
    { id: "sorted", label: "Donations and recycling set apart" },
    { id: "no-damage", label: "Walls, floors and doorways checked for damage" },
    { id: "swept", label: "Area swept clean" },
    { id: "walkthrough", label: "Final walkthrough with the customer or photos of the empty space" },
  ],
  "power-washing": [
    { id: "surfaces-confirmed", label: "Surfaces to wash confirmed with the customer" },
    { id: "prepared", label: "Windows and doors closed, outlets and fixtures covered, plants wetted" },
    { id: "washed", label: "Each surface washed at the right pressure" },
    { id: "rinsed", label: "Surfaces and plants rinsed" },
    { id: "covers-removed", label: "Covers removed and equipment packed" },
    { id: "walkthrough", label: "Final walkthrough: no streaks, no missed areas" },
  ],
};

/** The most characters of a "not possible" reason. */
export const CHECKLIST_REASON_MAX = 300;
