import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The framework (React, React DOM, React Router) in one long-cached chunk the benchmark can measure apart. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * Our own modules and the small UI libraries, when at least four route modules use them, go into one "shell" chunk:
 * one file compresses better than the dozen small shared chunks the default splitting makes (2-3 KB gzip less per
 * page, docs/decisions/0017).
 */
const SHELL = /[\\/](app|node_modules[\\/](class-variance-authority|clsx))[\\/]/;

/** The owner's dashboard shares code among its own routes; visitors never load it. */
const OWNER_ONLY = /[\\/]admin[\\/.-]/;
/**
 * Modules shared by four routes or more that the home page does not use: the booking rules' dates and windows (the
 * booking, confirmation and dashboard pages) and the reviews' slot (the city and service pages; the home page's on a
 * client-side visit only, docs/decisions/0032), and the owner's catalog's lookups and pricing (the booking form, the
 * booking pages and the dashboard; the pages get the catalog's figures from their loaders, docs/decisions/0038). In
 * the shell, every visit would load them (0.8 KB gzip on the home page when the reports' page made the dates a fourth
 * route's; 0.5 KB for the catalog).
 */
const NOT_ON_HOME =
  /[\\/](reviews-slot\.tsx|domain[\\/]booking[\\/](dates|windows)\.ts|domain[\\/](catalog|pricing|catalog-facts)\.ts)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 10 },
                {
                  name: "shell",
                  test: (id) => SHELL.test(id) && !OWNER_ONLY.test(id) && !NOT_ON_HOME.test(id),
                  minShareCount: 4,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
}));
