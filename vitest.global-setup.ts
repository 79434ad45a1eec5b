/**
 * Once per `vitest run`: one embedded PostgreSQL for every suite that needs one (tests/support/unit-postgres.ts), so
 * that no test file starts and stops a server of its own (issue 45).
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./tests/support/postgres";

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const admin = new URL(server.url);
  admin.pathname = "/postgres";
  project.provide("postgresAdminUrl", admin.toString());
  return () => server.stop();
}
