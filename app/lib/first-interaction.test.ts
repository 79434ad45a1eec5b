// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module: its promise is shared per page. */
async function load() {
  vi.resetModules();
  return (await import("./first-interaction")).firstInteraction;
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("firstInteraction", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("waits for the visitor, then resolves once for every caller", async () => {
    const firstInteraction = await load();
    const waiting = firstInteraction();
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event("resize")); // not the visitor using the page
    expect(await settled(waiting)).toBe(false);
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(await settled(waiting)).toBe(true);
    expect(firstInteraction()).toBe(waiting);
  });

  it.each(["pointerdown", "pointermove", "touchstart", "focusin", "wheel", "scroll"])(
    "%s is an interaction",
    async (type) => {
      const firstInteraction = await load();
      const waiting = firstInteraction();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(waiting)).toBe(true);
    },
  );

  it("stops listening once resolved", async () => {
    const remove = vi.spyOn(window, "removeEventListener");
    const firstInteraction = await load();
    void firstInteraction();
    window.dispatchEvent(new Event("scroll"));
    expect(remove.mock.calls.map(([type]) => type)).toEqual([
      "pointerdown",
      "pointermove",
      "touchstart",
      "keydown",
      "focusin",
      "wheel",
      "scroll",
    ]);
  });

  it("resolves at once when asked, also while already waiting", async () => {
    const firstInteraction = await load();
    expect(await settled(firstInteraction(true))).toBe(true);

    const again = await load();
    const waiting = again();
    expect(await settled(waiting)).toBe(false);
    again(true);
    expect(await settled(waiting)).toBe(true);
  });
});
