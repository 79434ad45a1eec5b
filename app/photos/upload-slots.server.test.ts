/**
 * At most two photo uploads worked on at once per instance (issue 44, item 4): a third waits for a slot, briefly;
 * past the wait it is told to come back (503 with Retry-After, by the route).
 */
import { describe, expect, it } from "vitest";
import { UploadSlots } from "./upload-slots.server";

describe("UploadSlots", () => {
  it("lets two in at once; a third waits for one to end, in order; past its wait it is refused", async () => {
    const slots = new UploadSlots(2);
    const first = await slots.acquire(50);
    const second = await slots.acquire(50);
    expect(first && second).toBeTruthy();
    expect(slots.busy).toBe(2);
    // no slot within the wait: refused, and no slot taken
    expect(await slots.acquire(20)).toBeNull();
    expect(slots.busy).toBe(2);
    const order: string[] = [];
    const third = slots.acquire(1_000).then((release) => (order.push("third"), release));
    const fourth = slots.acquire(1_000).then((release) => (order.push("fourth"), release));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    first!();
    const releaseThird = await third;
    expect(order).toEqual(["third"]);
    expect(slots.busy).toBe(2);
    second!();
    (await fourth)!();
    releaseThird!();
    expect(slots.busy).toBe(0);
  });

  it("a release given twice frees one slot only", async () => {
    const slots = new UploadSlots(1);
    const release = await slots.acquire(10);
    release!();
    release!();
    expect(slots.busy).toBe(0);
    const again = await slots.acquire(10);
    expect(await slots.acquire(10)).toBeNull();
    again!();
  });
});
