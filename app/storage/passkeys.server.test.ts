/**
 * Passkeys on both databases (issue 39, docs/decisions/0039): registered once (a credential id is unique), listed per
 * person, their counter moved on only forward (or kept at 0 by a passkey that does not count) and once per value,
 * removed only by their own person, with the person's notice queued in the same transaction.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import type { OutboxMessage } from "../booking/model";
import type { Storage } from "./storage.server";

const { backends } = bothDatabases("passkeys");
const NOW = new Date("2026-07-01T15:00:00Z");

const notice = (key: string, to: string): OutboxMessage => ({
  key,
  event: "security",
  audience: "owner",
  to,
  toName: null,
  subject: key,
  text: "t",
  html: "h",
  ics: null,
  dueAt: NOW.toISOString(),
});

describe.each(Object.entries(backends))("passkeys on %s", (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });
  const subjects = async (to: string) =>
    (await storage.db.all<{ subject: string }>("SELECT subject FROM outbox WHERE recipient = ? ORDER BY id", [to])).map(
      (m) => m.subject,
    );

  it("registers a credential once, lists a person's own, and removes only their own", async () => {
    const ana = await storage.owners.add("pk-ana@example.com", "long enough password");
    const bob = await storage.owners.add("pk-bob@example.com", "long enough password");
    const key = { id: "cred-A".padEnd(43, "x"), ownerId: ana.id, publicKey: "pk", counter: 0, transports: ["internal", "hybrid"], name: "Work phone" };
    expect(await storage.passkeys.add(key, notice("added", ana.email), NOW)).toBe("added");
    expect(await storage.passkeys.add({ ...key, ownerId: bob.id, name: "Theirs" }, notice("again", bob.email), NOW)).toBe("taken");
    expect(await subjects(bob.email)).toEqual([]); // nothing queued for a refused one
    await storage.passkeys.add({ ...key, id: "cred-B".padEnd(43, "x"), transports: [], name: "Laptop" }, null, new Date(NOW.getTime() + 1));
    expect(await storage.passkeys.list(ana.id)).toEqual([
      { ...key, createdAt: NOW.toISOString(), lastUsedAt: null },
      expect.objectContaining({ name: "Laptop", transports: [] }),
    ]);
    expect(await storage.passkeys.list(bob.id)).toEqual([]);
    expect(await storage.passkeys.get(key.id)).toMatchObject({ ownerId: ana.id, name: "Work phone" });

    expect(await storage.passkeys.remove(bob.id, key.id, notice("bob-removed", bob.email))).toBe(false);
    expect(await subjects(bob.email)).toEqual([]);
    expect(await storage.passkeys.remove(ana.id, key.id, notice("removed", ana.email))).toBe(true);
    expect(await storage.passkeys.get(key.id)).toBeNull();
    expect(await subjects(ana.email)).toEqual(["added", "removed"]);
  });

  it("a counter moves only forward, once per value; a passkey that never counts stays at 0", async () => {
    const cy = await storage.owners.add("pk-cy@example.com", "long enough password");
    const counting = { id: "cred-C".padEnd(43, "x"), ownerId: cy.id, publicKey: "pk", counter: 0, transports: [], name: "Key" };
    await storage.passkeys.add(counting);
    expect(await storage.passkeys.recordUse(counting.id, 0, 5, NOW)).toBe(true);
    expect(await storage.passkeys.recordUse(counting.id, 0, 6, NOW)).toBe(false); // raced: the counter read was 0
    expect(await storage.passkeys.recordUse(counting.id, 5, 5, NOW)).toBe(false); // not forward
    expect(await storage.passkeys.recordUse(counting.id, 5, 4, NOW)).toBe(false);
    expect(await storage.passkeys.get(counting.id)).toMatchObject({ counter: 5, lastUsedAt: NOW.toISOString() });

    const synced = { ...counting, id: "cred-D".padEnd(43, "x") };
    await storage.passkeys.add(synced);
    expect(await storage.passkeys.recordUse(synced.id, 0, 0, NOW)).toBe(true);
    expect(await storage.passkeys.recordUse(synced.id, 0, 0, NOW)).toBe(true);
    expect((await storage.passkeys.get(synced.id))?.counter).toBe(0);
  });

  it("a person's passkeys go with their account", async () => {
    const dee = await storage.owners.add("pk-dee@example.com", "long enough password");
    await storage.passkeys.add({ id: "cred-E".padEnd(43, "x"), ownerId: dee.id, publicKey: "pk", counter: 0, transports: [], name: "Key" });
    expect(await storage.owners.remove(dee.email)).toBe(true);
    expect(await storage.passkeys.get("cred-E".padEnd(43, "x"))).toBeNull();
  });
});
