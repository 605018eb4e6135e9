import { beforeEach, describe, expect, it, vi } from "vitest";
import { SNACKBAR_AUTO_HIDE_MS } from "@/lib/constants";
import {
  MAX_VISIBLE_TOASTS,
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  toast,
} from "@/components/ui/toast-store";

describe("toast store", () => {
  beforeEach(() => dismissToast());

  it("adds toasts of each variant with the spec's auto-hide delay", () => {
    toast.success("Saved");
    toast.error("Failed");
    toast.info("Heads up");
    toast.warning("Careful");
    expect(getToasts().map((t) => [t.variant, t.message, t.duration])).toEqual([
      ["success", "Saved", SNACKBAR_AUTO_HIDE_MS],
      ["error", "Failed", SNACKBAR_AUTO_HIDE_MS],
      ["info", "Heads up", SNACKBAR_AUTO_HIDE_MS],
      ["warning", "Careful", SNACKBAR_AUTO_HIDE_MS],
    ]);
  });

  it("lets a caller keep a toast longer", () => {
    toast.error("Read me", { duration: Number.POSITIVE_INFINITY });
    expect(getToasts()[0].duration).toBe(Number.POSITIVE_INFINITY);
  });

  it("notifies subscribers and stops after unsubscribing", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast.info("one");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast.info("two");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("dismisses one toast by id, or all without an id", () => {
    const first = toast.info("first");
    toast.info("second");
    toast.dismiss(first);
    expect(getToasts().map((t) => t.message)).toEqual(["second"]);
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it("ignores an unknown id", () => {
    toast.info("kept");
    toast.dismiss(-1);
    expect(getToasts()).toHaveLength(1);
  });

  it("drops the oldest toasts beyond the visible limit", () => {
    for (let i = 0; i < MAX_VISIBLE_TOASTS + 2; i++) toast.info(`n${i}`);
    const messages = getToasts().map((t) => t.message);
    expect(messages).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(messages[0]).toBe("n2");
  });

  it("gives a new snapshot on change and the same one otherwise (useSyncExternalStore contract)", () => {
    const before = getToasts();
    expect(getToasts()).toBe(before);
    toast.info("x");
    expect(getToasts()).not.toBe(before);
    expect(getServerToasts()).toBe(getServerToasts());
    expect(getServerToasts()).toEqual([]);
  });
});
