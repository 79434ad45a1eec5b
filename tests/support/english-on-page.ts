/**
 * The English a Spanish page must not show (issue 58, docs/decisions/0052): every sentence of the message catalogs
 * whose Spanish differs, and the English content the Spanish pages have a version of (the home page's, the services'
 * and the bundles' words). Names are left out first: the brand, and what both languages write alike.
 */
import { bundles } from "../../app/content/bundles";
import { homeFaqs } from "../../app/content/faqs";
import { hero, trustPoints, whyChooseUs } from "../../app/content/home";
import { slides } from "../../app/content/home-slides";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { messageIds, translate } from "../../app/i18n/messages";
import "../../app/i18n/spanish";

/** `words` as a whole in a text: "Contact" is not in "Contacto". */
const asWords = (words: string) =>
  new RegExp(`(?<!\\p{L})${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");

const shared = messageIds().filter((id) => translate("en", id) === translate("es", id));
const messages = messageIds()
  .filter((id) => !shared.includes(id))
  .map((id) => translate("en", id))
  // a message's words around its placeholders
  .flatMap((words) => words.split(/\{[^}]*\}/))
  .map((words) => words.trim())
  .filter((words) => words.length > 3);
const content = [
  hero.headline,
  hero.subheadline,
  hero.lead,
  ...[...trustPoints, ...whyChooseUs].flatMap((c) => [c.title, c.description]),
  ...slides.map((s) => s.description),
  ...homeFaqs.map((f) => f.question),
  ...services.flatMap((s) => [s.title, s.description, ...s.features]),
  ...bundles.flatMap((b) => [b.name, ...b.features]),
].filter((words) => !/\{/.test(words));

/** The English sentences (and UI words) in `text`, a Spanish page's visible text. */
export function englishIn(text: string): string[] {
  const rest = [site.brand, ...shared.map((id) => translate("en", id))].reduce(
    (t, name) => t.replaceAll(name, " "),
    text.replace(/\s+/g, " "),
  );
  return [...new Set([...messages, ...content])].filter((words) => asWords(words).test(rest));
}
