import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

export default {
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config;
