// Pure. Which language model REPLY_MODEL names: `openai:<model>`, `anthropic:<model>`,
// `google:<model>`, `openai-compatible:<model>` (with REPLY_MODEL_BASE_URL and, when the endpoint
// wants one, REPLY_MODEL_API_KEY), or `offline` for the built-in drafter that needs no model (demo
// and tests). Unset or empty turns the features that need a model off.

type Env = Record<string, string | undefined>;

export const MODEL_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export type ModelSpec =
  | { kind: "off" }
  | { kind: "offline" }
  /** REPLY_MODEL is set but cannot be used; the features stay off and `reason` says why. */
  | { kind: "invalid"; reason: string }
  | {
      kind: "model";
      provider: ModelProvider;
      modelId: string;
      /** `<provider>:<model>`, as recorded beside what the model wrote. */
      id: string;
      baseUrl?: string;
      apiKey?: string;
    };

export function parseModelSpec(env: Env = process.env): ModelSpec {
  const raw = (env.REPLY_MODEL ?? "").trim();
  if (!raw) return { kind: "off" };
  if (raw === "offline") return { kind: "offline" };
  const colon = raw.indexOf(":");
  const provider = (colon > 0 ? raw.slice(0, colon) : raw) as ModelProvider;
  const modelId = colon > 0 ? raw.slice(colon + 1).trim() : "";
  if (!MODEL_PROVIDERS.includes(provider))
    return { kind: "invalid", reason: `Unknown provider "${provider}" in REPLY_MODEL` };
  if (!modelId) return { kind: "invalid", reason: "REPLY_MODEL names no model after the colon" };
  const baseUrl = env.REPLY_MODEL_BASE_URL?.trim() || undefined;
  const apiKey = env.REPLY_MODEL_API_KEY?.trim() || undefined;
  if (provider === "openai-compatible") {
    if (!baseUrl)
      return { kind: "invalid", reason: "openai-compatible needs REPLY_MODEL_BASE_URL" };
    try {
      const url = new URL(baseUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    } catch {
      return { kind: "invalid", reason: "REPLY_MODEL_BASE_URL is not an http(s) URL" };
    }
  }
  return { kind: "model", provider, modelId, id: `${provider}:${modelId}`, baseUrl, apiKey };
}
