// A MockLanguageModelV3 answer of the shape the AI SDK expects, so a test says what the model
// writes (or how it fails) in one line, with no network.
import { MockLanguageModelV3 } from "ai/test";

type DoGenerate = Exclude<
  NonNullable<ConstructorParameters<typeof MockLanguageModelV3>[0]>["doGenerate"],
  undefined
>;
type GenerateResult = Awaited<ReturnType<Extract<DoGenerate, (...args: never[]) => unknown>>>;

export function modelAnswer(
  text: string,
  tokens: { input?: number; output?: number } = {},
): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: {
      inputTokens: {
        total: tokens.input ?? 0,
        noCache: undefined,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: tokens.output ?? 0, text: undefined, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A model that answers `text` and counts its calls in `doGenerateCalls`. */
export function answeringModel(text: string, tokens?: { input?: number; output?: number }) {
  return new MockLanguageModelV3({ doGenerate: async () => modelAnswer(text, tokens) });
}

/** A model whose every call fails. */
export function failingModel(message = "provider unavailable") {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error(message);
    },
  });
}

/** A model that never answers until the call is aborted (to exercise timeouts). */
export function hangingModel() {
  return new MockLanguageModelV3({
    doGenerate: (options) =>
      new Promise((_, reject) => {
        const signal = options.abortSignal;
        const abort = () => reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
        if (signal?.aborted) abort();
        else signal?.addEventListener("abort", abort, { once: true });
      }),
  });
}
