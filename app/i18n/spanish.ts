/**
 * The Spanish catalog, loaded apart (docs/decisions/0052): the server and the build import it once; in the browser,
 * only a Spanish page does (app/entry.client.tsx), so English pages carry no Spanish words.
 */
import { messages } from "../locales/es/messages.ts";
import { provideCatalog } from "./messages.ts";

provideCatalog("es", messages);
