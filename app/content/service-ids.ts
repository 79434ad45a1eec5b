/** The service ids, in display order: zod-free, so browser code can import them without the content schemas. */
export const serviceIds = ["cleaning", "junk-removal", "power-washing"] as const;
export type ServiceId = (typeof serviceIds)[number];
