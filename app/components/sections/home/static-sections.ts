/**
 * The home page's sections that never change once rendered (docs/decisions/0025). The server renders them; in the
 * browser, this module and the text it brings are loaded only for a client-side visit to the home page: a visit that
 * starts there keeps the server's HTML of each (`StaticIsland`).
 */
export { BundlesSection } from "./bundles-section";
export { FaqSection } from "./faq-section";
export { Hero } from "./hero";
export { ReviewsSection } from "./reviews-section";
export { ServicesSection } from "./services-section";
export { WhyChooseSection } from "./why-choose-section";
