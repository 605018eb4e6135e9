import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseModelSpec } from "@/lib/language-model/config";
import {
  generateObjectWithModel,
  generateWithModel,
  languageModelConfig,
  ModelCallError,
} from "@/lib/language-model";
import { answeringModel, failingModel, hangingModel } from "@/tests/helpers/language-model";

describe("parseModelSpec", () => {
  it("is off when REPLY_MODEL is unset or empty", () => {
    expect(parseModelSpec({})).toEqual({ kind: "off" });
    expect(parseModelSpec({ REPLY_MODEL: "  " })).toEqual({ kind: "off" });
  });

  it("reads offline and provider:model", () => {
    expect(parseModelSpec({ REPLY_MODEL: "offline" })).toEqual({ kind: "offline" });
    expect(parseModelSpec({ REPLY_MODEL: "openai:gpt-4o-mini" })).toMatchObject({
      kind: "model",
      provider: "openai",
      modelId: "gpt-4o-mini",
      id: "openai:gpt-4o-mini",
    });
    expect(parseModelSpec({ REPLY_MODEL: "anthropic:claude-x:latest" })).toMatchObject({
      provider: "anthropic",
      modelId: "claude-x:latest",
    });
  });

  it("needs a base URL for an OpenAI-compatible endpoint", () => {
    expect(parseModelSpec({ REPLY_MODEL: "openai-compatible:llama" }).kind).toBe("invalid");
    expect(
      parseModelSpec({
        REPLY_MODEL: "openai-compatible:llama",
        REPLY_MODEL_BASE_URL: "http://127.0.0.1:11434/v1",
        REPLY_MODEL_API_KEY: "k",
      }),
    ).toMatchObject({ kind: "model", baseUrl: "http://127.0.0.1:11434/v1", apiKey: "k" });
  });

  it("refuses unknown providers and a missing model", () => {
    expect(parseModelSpec({ REPLY_MODEL: "acme:x" }).kind).toBe("invalid");
    expect(parseModelSpec({ REPLY_MODEL: "openai:" }).kind).toBe("invalid");
  });
});

describe("languageModelConfig", () => {
  it("builds a model for every provider without calling it", () => {
    for (const id of ["openai:m", "anthropic:m", "google:m"]) {
      const config = languageModelConfig({ REPLY_MODEL: id, OPENAI_API_KEY: "x" });
      expect(config).toMatchObject({ kind: "model", id });
    }
    expect(
      languageModelConfig({
        REPLY_MODEL: "openai-compatible:m",
        REPLY_MODEL_BASE_URL: "http://localhost:1/v1",
      }).kind,
    ).toBe("model");
  });

  it("turns an unusable setting off with its reason", () => {
    expect(languageModelConfig({ REPLY_MODEL: "nope:x" })).toMatchObject({ kind: "off" });
  });
});

describe("generateWithModel", () => {
  it("returns the text and the tokens used", async () => {
    const result = await generateWithModel({
      model: answeringModel("  Gracias por su reseña.  ", { input: 120, output: 14 }),
      prompt: "p",
    });
    expect(result).toEqual({
      text: "Gracias por su reseña.",
      usage: { inputTokens: 120, outputTokens: 14 },
    });
  });

  it("throws ModelCallError when the model fails or answers nothing", async () => {
    await expect(generateWithModel({ model: failingModel(), prompt: "p" })).rejects.toMatchObject({
      name: "ModelCallError",
      reason: "failed",
    });
    await expect(
      generateWithModel({ model: answeringModel("   "), prompt: "p" }),
    ).rejects.toBeInstanceOf(ModelCallError);
  });

  it("gives up after the timeout", async () => {
    await expect(
      generateWithModel({ model: hangingModel(), prompt: "p", timeoutMs: 20 }),
    ).rejects.toMatchObject({ reason: "timeout" });
  });
});

describe("generateObjectWithModel", () => {
  it("returns an object of the schema", async () => {
    const result = await generateObjectWithModel({
      model: answeringModel('{"topics":["wait_time"]}', { input: 5, output: 3 }),
      prompt: "p",
      schema: z.object({ topics: z.array(z.string()) }),
    });
    expect(result).toEqual({
      object: { topics: ["wait_time"] },
      usage: { inputTokens: 5, outputTokens: 3 },
    });
  });

  it("fails on an answer that does not fit the schema", async () => {
    await expect(
      generateObjectWithModel({
        model: answeringModel('{"nope":1}'),
        prompt: "p",
        schema: z.object({ topics: z.array(z.string()) }),
      }),
    ).rejects.toMatchObject({ reason: "failed" });
  });
});
