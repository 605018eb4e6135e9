import { afterEach, describe, expect, it } from "vitest";
import { installAbortReasonStack } from "@/lib/http/abort-reason-stack";

const original = Error.prepareStackTrace;
afterEach(() => {
  Error.prepareStackTrace = original;
});

describe("installAbortReasonStack", () => {
  it("formats an Error reason's stack as it aborts, so its frames are let go", () => {
    installAbortReasonStack();
    let formatted = 0;
    Error.prepareStackTrace = (error, frames) => {
      formatted++;
      return original ? original(error, frames) : String(error);
    };
    const reason = new Error("This render completed successfully.");
    expect(formatted).toBe(0);
    const controller = new AbortController();
    controller.abort(reason);
    expect(formatted).toBe(1);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
  });

  it("aborts as before with no reason or one that is not an Error", () => {
    installAbortReasonStack();
    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
    const text = new AbortController();
    text.abort("stop");
    expect(text.signal.reason).toBe("stop");
  });
});
