import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastSettings, tooltipSettings } from "~/lib/settings";
import { dismissToast, getToastState, toast, toastReducer } from "./use-toast";

describe("toast settings (app/lib/settings.ts)", () => {
  it("one at a time, removed 1,000,000 ms after dismissal, shown 5,000 ms, swipe right past 50, hotkey F8", () => {
    const { limit, removeDelay, duration, swipeDirection, swipeThreshold, hotkey } = toastSettings;
    expect([limit, removeDelay, duration, swipeDirection, swipeThreshold, hotkey]).toEqual([
      1,
      1_000_000,
      5000,
      "right",
      50,
      ["F8"],
    ]);
    expect(Object.keys(toastSettings)).toHaveLength(6); // nothing else set
  });

  it("tooltips: delay 700 ms, skip delay 300 ms", () => {
    expect(tooltipSettings).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });
});

describe("toast queue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("keeps only the newest toast", () => {
    toast({ title: "first" });
    toast({ title: "second" });
    expect(getToastState().toasts.map((t) => t.title)).toEqual(["second"]);
  });

  it("a dismissed toast closes at once and is removed after the remove delay", () => {
    const { id, dismiss } = toast({ title: "copied" });
    dismiss();
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(toastSettings.removeDelay - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("the reducer never holds more than the limit", () => {
    let state = { toasts: [] as ReturnType<typeof getToastState>["toasts"] };
    for (let i = 0; i < 5; i++) state = toastReducer(state, { type: "ADD", toast: { id: String(i), open: true } });
    expect(state.toasts).toHaveLength(toastSettings.limit);
    expect(state.toasts[0]?.id).toBe("4");
  });
});
