import { z } from "zod";

/** Money is always integer cents. */
export const cents = z.number().int().nonnegative();

import { serviceIds, type ServiceId } from "./service-ids";

export { serviceIds, type ServiceId };
export const serviceIdSchema = z.enum(serviceIds);

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase-hyphenated slug");

export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

export const siteConfigSchema = z.object({
  brand: z.string().min(1),
  shortBrand: z.string().min(1),
  tagline: z.string().min(1),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/),
  email: z.email(),
  region: z.string().min(1),
  state: z.literal("TX"),
  timeZone: z.literal("America/Chicago"),
  hours: z.object({
    days: z.string().min(1),
    open: z.string().regex(/^\d{2}:\d{2}$/),
    close: z.string().regex(/^\d{2}:\d{2}$/),
    label: z.string().min(1),
  }),
  promo: z.object({
    code: z.string().regex(/^[A-Z0-9]+$/),
    acceptedCodes: z.array(z.string().regex(/^[A-Z0-9]+$/)).min(1),
    percentOff: z.number().int().min(1).max(100),
    description: z.string().min(1),
  }),
  multiServiceDiscountPercent: z.number().int().min(1).max(100),
  sameDayNote: z.string().min(1),
  /** The business address (structured data). */
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/),
    lat: z.number(),
    lng: z.number(),
  }),
  /** When the site's content was last reviewed as a whole ("YYYY-MM-DD"): the sitemap's lastmod for pages without a date of their own. */
  contentUpdated: z.iso.date(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** One pricing tier of a service: a room size, a truck load or a washing area. */
export const tierSchema = z.object({
  code: z.string().min(1),
  label: z.string().min(1),
  description: z.string().optional(),
  /** null for a custom quote. The first version of the owner's catalog: read by `defaultCatalog()` only. */
  price: cents.nullable(),
  /** How long the crew works on it, in minutes: the first version of the catalog (docs/decisions/0044). */
  minutes: z.number().int().min(15).max(720).multipleOf(5),
  isCustom: z.boolean(),
});
export type Tier = z.infer<typeof tierSchema>;

export const addonSchema = z.object({
  id: slugSchema,
  label: z.string().min(1),
  /** `price`, `unit`, `maxQuantity`: the first version of the owner's catalog, read by `defaultCatalog()` only. */
  price: cents,
  /** Minutes of work per unit: the first version of the catalog (docs/decisions/0044). */
  minutes: z.number().int().min(0).max(240),
  unit: z.enum(["each", "per-room"]),
  maxQuantity: z.number().int().positive(),
});
export type Addon = z.infer<typeof addonSchema>;

export const resourceLinkSchema = z.object({
  label: z.string().min(1),
  href: z.url().startsWith("https://"),
  description: z.string().min(1),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

export const serviceSchema = z.object({
  id: serviceIdSchema,
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(3),
  image: imageSchema,
  /** booking query parameter that carries this service's tier code */
  tierParam: z.enum(["rooms", "load", "area"]),
  tiers: z.array(tierSchema).min(1),
  addons: z.array(addonSchema).min(1),
});
export type Service = z.infer<typeof serviceSchema>;

/** The text only a service's own page shows (app/content/service-pages.ts): its route's loader sends it. */
export const servicePageSchema = z.object({
  intro: z.array(z.string().min(1)).min(1),
  tierHeading: z.string().min(1),
  resourcesHeading: z.string().min(1),
  resources: z.array(resourceLinkSchema).min(2),
  whyChoose: z.array(z.string().min(1)).min(3),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

export const bundleItemSchema = z.object({
  service: serviceIdSchema,
  tier: z.string().min(1),
  addons: z.array(z.object({ id: slugSchema, quantity: z.number().int().positive() })),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const bundleSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  /** the legacy `service=` booking code the original site used for this card */
  items: z.array(bundleItemSchema).min(2),
  /** The prices: the first version of the owner's catalog, read by `defaultCatalog()` only. */
  originalPrice: cents,
  bundlePrice: cents,
  savings: cents,
  features: z.array(z.string().min(1)).min(2),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export type Faq = z.infer<typeof faqSchema>;

export const cityFaqTemplateSchema = z.object({
  question: z.string().includes("{city}"),
  answer: z.string().min(1),
});

export const citySchema = z.object({
  name: z.string().min(1),
  slug: slugSchema,
  county: z.string().min(1),
  description: z.string().min(1),
  metaDescription: z.string().min(1),
  intro: z.array(z.string().min(80)).length(3),
  neighborhoods: z.array(z.string().min(1)).min(3),
  localNotes: z.object({
    cleaning: z.string().min(40),
    "junk-removal": z.string().min(40),
    "power-washing": z.string().min(40),
  }),
  lat: z.number().min(32).max(34),
  lng: z.number().min(-98).max(-96),
});
export type City = z.infer<typeof citySchema>;
export type CityRef = Pick<City, "name" | "slug" | "county" | "lat" | "lng">;
export type CityText = Omit<City, keyof CityRef>;

export const nearbySchema = z.object({ name: z.string(), slug: slugSchema, miles: z.number() });
export type Nearby = z.infer<typeof nearbySchema>;

export const blogPostSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  date: z.iso.date(),
  category: z.enum(["Junk Removal", "Cleaning", "Power Washing"]),
  excerpt: z.string().min(1),
  /** Body blocks: paragraphs, sub-headings and bullet lists. */
  body: z
    .array(
      z.discriminatedUnion("type", [
        z.object({ type: z.literal("p"), text: z.string().min(1) }),
        z.object({ type: z.literal("h3"), text: z.string().min(1) }),
        z.object({ type: z.literal("ul"), items: z.array(z.string().min(1)).min(2) }),
      ]),
    )
    .min(3),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const slideSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  image: imageSchema,
});
export type Slide = z.infer<typeof slideSchema>;

export const featureCardSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  /** a Lucide icon's name, e.g. "shield-check" (one of app/components/ui/icon-names.ts, checked by a test) */
  icon: slugSchema,
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

export const heroSchema = z.object({
  headline: z.string().min(1),
  subheadline: z.string().min(1),
  badge: z.string().min(1),
  lead: z.string().min(1),
  ctaLabel: z.string().min(1),
});
export type Hero = z.infer<typeof heroSchema>;

export const aboutSchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(3)
    .max(4),
  promises: z.array(z.string().min(1)).length(6),
  cta: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    label: z.string().min(1),
  }),
});
export type About = z.infer<typeof aboutSchema>;
