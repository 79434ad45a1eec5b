/**
 * The Spanish words the browser needs, loaded apart (docs/decisions/0052): the catalog and the carousel's slides. The
 * server and the build import this module once; in the browser, only a Spanish page does (app/entry.client.tsx), so
 * English pages carry no Spanish words.
 */
import { slides } from "../content/es/home-slides.ts";
import { provideSlides } from "../content/slides.ts";
import { messages } from "../locales/es/messages.ts";
import { provideCatalog } from "./messages.ts";

provideCatalog("es", messages);
provideSlides("es", slides);
