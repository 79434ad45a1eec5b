import type { CitySlug } from "../city-list";
import type { ServiceId } from "../service-ids";
import { texts as cleaning1 } from "./cleaning-1";
import { texts as cleaning2 } from "./cleaning-2";
import { texts as junk1 } from "./junk-removal-1";
import { texts as junk2 } from "./junk-removal-2";
import { texts as washing1 } from "./power-washing-1";
import { texts as washing2 } from "./power-washing-2";
import type { ServiceCityText, ServiceCityTexts } from "./types";

export type { ServiceCityText };

/**
 * Cities of group 1 and group 2: each service's texts are kept in two files, one per group, so that no file is
 * unwieldy.
 */
export const CITY_GROUPS: Record<1 | 2, readonly CitySlug[]> = {
  1: ["dallas", "fort-worth", "arlington", "plano", "irving", "frisco", "mckinney", "garland"],
  2: ["grand-prairie", "mesquite", "carrollton", "denton", "richardson", "the-colony", "flower-mound", "colleyville"],
};

const byService: Record<ServiceId, ServiceCityTexts> = {
  cleaning: { ...cleaning1, ...cleaning2 },
  "junk-removal": { ...junk1, ...junk2 },
  "power-washing": { ...washing1, ...washing2 },
};

/** The text of a service in a city, or undefined. */
export function serviceCityText(service: ServiceId, city: string): ServiceCityText | undefined {
  const texts = byService[service];
  return Object.hasOwn(texts, city) ? texts[city as CitySlug] : undefined;
}

/** Every word of a pair's own text, in page order (for the similarity tests). */
export function serviceCityPlainText(text: ServiceCityText): string {
  return [
    ...text.intro,
    ...text.notes,
    text.example.title,
    text.example.story,
    ...text.faqs.flatMap((f) => [f.question, f.answer]),
  ].join("\n");
}
