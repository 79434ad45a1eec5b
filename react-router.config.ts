import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

export default {
  ssr: true,
  // BUILD_DIR lets a benchmark or an experiment build beside a running server without replacing its files.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The pages, and /robots.txt and /sitemap.xml (written with SITE_URL as it is at build time).
  prerender: () => [...prerenderPaths(), "/robots.txt", "/sitemap.xml"],
} satisfies Config;
