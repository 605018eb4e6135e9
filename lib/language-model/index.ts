import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import { parseModelSpec, type ModelSpec } from "./config";

// The one way into a language model. Callers ask `languageModelConfig()` which kind is on, and
// call the model through `generateWithModel` / `generateObjectWithModel`, which bound the call with
// a timeout and hand back what it used (tokens), so the caller can count its cost. Providers read
// their keys from their usual env (OPENAI_API_KEY, ANTHROPIC_API_KEY,
// GOOGLE_GENERATIVE_AI_API_KEY); a self-hosted endpoint takes REPLY_MODEL_BASE_URL and
// REPLY_MODEL_API_KEY. Tests pass their own model (MockLanguageModelV3 from "ai/test").

type Env = Record<string, string | undefined>;

export { parseModelSpec, type ModelSpec } from "./config";
export type { LanguageModel } from "ai";

export type LanguageModelConfig =
  | { kind: "off"; reason?: string }
  | { kind: "offline" }
  | { kind: "model"; id: string; model: LanguageModel };

export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;

function buildModel(spec: Extract<ModelSpec, { kind: "model" }>): LanguageModel {
  switch (spec.provider) {
    case "openai":
      return createOpenAI(spec.apiKey ? { apiKey: spec.apiKey } : {})(spec.modelId);
    case "anthropic":
      return createAnthropic(spec.apiKey ? { apiKey: spec.apiKey } : {})(spec.modelId);
    case "google":
      return createGoogleGenerativeAI(spec.apiKey ? { apiKey: spec.apiKey } : {})(spec.modelId);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: spec.baseUrl!,
        apiKey: spec.apiKey,
      })(spec.modelId);
  }
}

const globalForModel = globalThis as unknown as {
  storeplusLanguageModel?: LanguageModelConfig | null;
};

/**
 * The model REPLY_MODEL names. A test may put its own in place with `setLanguageModelForTests`
 * (a MockLanguageModelV3, or `{ kind: "off" }`); `null` goes back to the env.
 */
export function languageModelConfig(env: Env = process.env): LanguageModelConfig {
  const override = globalForModel.storeplusLanguageModel;
  if (override) return override;
  const spec = parseModelSpec(env);
  if (spec.kind === "invalid") return { kind: "off", reason: spec.reason };
  if (spec.kind !== "model") return spec;
  return { kind: "model", id: spec.id, model: buildModel(spec) };
}

export function setLanguageModelForTests(config: LanguageModelConfig | null): void {
  globalForModel.storeplusLanguageModel = config;
}

export type ModelUsage = { inputTokens: number; outputTokens: number };

export type ModelCallOptions = {
  model: LanguageModel;
  system?: string;
  prompt: string;
  timeoutMs?: number;
  maxOutputTokens?: number;
  temperature?: number;
  /** The caller's own signal (a request that went away); the timeout still applies. */
  signal?: AbortSignal;
};

/** A model call that failed, timed out or answered nothing usable. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "failed" | "empty",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ModelCallError";
  }
}

function callSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

function usageOf(usage: { inputTokens?: number; outputTokens?: number } | undefined): ModelUsage {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

function asModelError(error: unknown, signal: AbortSignal): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const timedOut =
    signal.aborted ||
    (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"));
  return timedOut
    ? new ModelCallError("The model did not answer in time", "timeout", { cause: error })
    : new ModelCallError(
        `The model call failed: ${error instanceof Error ? error.message : String(error)}`,
        "failed",
        { cause: error },
      );
}

/** One bounded call (its timeout, one retry), whatever the answer's shape. */
async function callModel<O extends Parameters<typeof generateText>[0]["output"]>(
  options: ModelCallOptions,
  output?: O,
) {
  const signal = callSignal(options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS, options.signal);
  try {
    return await generateText({
      model: options.model,
      system: options.system,
      prompt: options.prompt,
      maxOutputTokens: options.maxOutputTokens,
      temperature: options.temperature,
      maxRetries: 1,
      abortSignal: signal,
      ...(output ? { output } : {}),
    });
  } catch (error) {
    throw asModelError(error, signal);
  }
}

/** Text from the model; throws ModelCallError on failure, timeout or an empty answer. */
export async function generateWithModel(
  options: ModelCallOptions,
): Promise<{ text: string; usage: ModelUsage }> {
  const result = await callModel(options);
  const text = result.text.trim();
  if (!text) throw new ModelCallError("The model answered nothing", "empty");
  return { text, usage: usageOf(result.usage) };
}

/** An object of the given zod schema from the model; throws ModelCallError as above. */
export async function generateObjectWithModel<T>(
  options: ModelCallOptions & { schema: z.ZodType<T> },
): Promise<{ object: T; usage: ModelUsage }> {
  const result = await callModel(options, Output.object({ schema: options.schema }));
  return { object: result.output as T, usage: usageOf(result.usage) };
}
