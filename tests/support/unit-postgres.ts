/**
 * The unit run's PostgreSQL: one embedded server for the whole `vitest run`, started by vitest.global-setup.ts, that
 * hands each suite fresh empty databases (issue 45: a server per test file cost ~7 s of start and stop each).
 * Suites that stop or pause a server of their own (the browser tests, the bench) keep `startPostgres`.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** the shared server's maintenance database, `postgres://…/postgres` */
    postgresAdminUrl: string;
  }
}

export type UnitPostgres = {
  /** a fresh database of this suite's own */
  url: string;
  /** another fresh, empty database */
  newDatabase: () => Promise<string>;
  /** nothing to stop: the server is the run's; kept so that suites read as before */
  stop: () => Promise<void>;
};

/** Fresh empty databases on the run's shared server, for one suite. */
export async function unitPostgres(): Promise<UnitPostgres> {
  const admin = inject("postgresAdminUrl");
  if (!admin) throw new Error("no shared PostgreSQL: run through vitest with vitest.global-setup.ts");
  const newDatabase = async () => {
    const name = `t_${process.pid}_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return { url: await newDatabase(), newDatabase, stop: async () => {} };
}
