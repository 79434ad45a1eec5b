/**
 * `npm start`: validate the environment, build once if there is no build,
 * then serve the production site.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../app/utils/db.server.ts";
import { parseEnv } from "../app/utils/env.server.ts";
import { createApp } from "../server/app.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const buildDir = path.resolve(env.BUILD_DIR);
if (!existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("No production build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Apply database migrations at start so a broken database stops the server now, not at the first booking.
openDatabase(env.DATABASE_PATH).close();

const { app, pages } = await createApp({ buildDir });
const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Serving ${pages.size} pre-rendered pages at http://localhost:${env.PORT} (site URL ${env.SITE_URL})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
