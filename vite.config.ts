import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The framework (React, React DOM, React Router) in one long-cached chunk the benchmark can measure apart. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK, priority: 10 }] } },
        },
      },
}));
