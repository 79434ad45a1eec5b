/**
 * A production server of its own for a browser test file (`node scripts/start.ts` on a build the main test server
 * made, or on another build), with settings of its own; its standard output is kept for assertions on the logs.
 */
import { E2E_BACKUP_DIR, E2E_PHOTOS_DIR } from "./e2e-env";
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export type ServerProcess = {
  base: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9: no shutdown of any kind. */
  crash: () => Promise<void>;
};

async function waitForHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    // a start takes about a second: asked often, so that no test waits long after it (issue 45)
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output()}`);
}

/** `startServer`, without waiting: `ready` resolves once /healthz answers 200. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess & { ready: Promise<void> } {
  let log = "";
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", SITE_URL: "http://localhost:3000", PHOTOS_DIR: E2E_PHOTOS_DIR, BACKUP_DIR: E2E_BACKUP_DIR, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const base = `http://127.0.0.1:${port}`;
  const output = () => log;
  return {
    ready: waitForHealthy(`${base}/healthz`, child, output, 60_000),
    base,
    output,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { ready, ...server } = spawnServer(port, env);
  await ready;
  return server;
}

/** A fresh start for a server of its own: its SQLite database at `database` (with -wal and -shm) and `folders` removed. */
export function removeServerFiles(database: string, ...folders: string[]) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
