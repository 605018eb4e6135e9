// The one decision on whether Q&A can be written (Google retired it on 2025-11-03), and the
// create-FAQ form's values as the API's input.
import { describe, expect, it } from "vitest";
import { qandaService } from "@/lib/questions/availability";
import { faqFormField, faqFormInput } from "@/lib/questions/rules";
import { answerTextSchema, faqSchema } from "@/lib/questions/schema";

describe("qandaService", () => {
  it("is available with the simulator only", () => {
    expect(qandaService({ MAPS_SERVICE: "simulator" })).toEqual({
      available: true,
      retiredOn: null,
    });
    expect(qandaService({ NODE_ENV: "development" })).toEqual({ available: true, retiredOn: null });
  });

  it("says Google retired it, and offers nothing without a maps service", () => {
    expect(qandaService({ MAPS_SERVICE: "google" })).toEqual({
      available: false,
      retiredOn: "2025-11-03",
    });
    expect(qandaService({ NODE_ENV: "production" })).toEqual({ available: false, retiredOn: null });
  });
});

describe("FAQ form", () => {
  const values = {
    question: "¿Tienen estacionamiento?",
    answer: "Sí, gratis.",
    stores: [{ id: "3f1c2a5e-8d4b-4c1e-9a7f-2b6d8e0c1a3b", title: "Centro" }],
    workspaceId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  };

  it("sends the chosen stores, or the workspace", () => {
    expect(faqFormInput({ ...values, target: "stores" })).toEqual({
      question: values.question,
      answer: values.answer,
      locationIds: [values.stores[0]!.id],
      workspaceId: null,
    });
    expect(faqFormInput({ ...values, target: "workspace" })).toMatchObject({
      locationIds: [],
      workspaceId: values.workspaceId,
    });
  });

  it("puts the API's store issues on the store field", () => {
    expect(faqFormField("locationIds")).toBe("stores");
    expect(faqFormField("locationIds.0")).toBe("stores");
    expect(faqFormField("question")).toBe("question");
    expect(faqFormField("other")).toBeNull();
  });

  it("keeps an answer to the Q&A API's 4096 characters and a question to 10–300", () => {
    expect(answerTextSchema.safeParse("a".repeat(4096)).success).toBe(true);
    expect(answerTextSchema.safeParse("a".repeat(4097)).error?.issues[0]?.message).toBe("tooLong");
    const faq = (question: string) =>
      faqSchema.safeParse({ question, answer: "Sí.", locationIds: [values.stores[0]!.id] });
    expect(faq("¿Wifi?").error?.issues[0]?.message).toBe("tooShort");
    expect(faq("¿Tienen wifi gratis?").success).toBe(true);
    expect(faq("a".repeat(301)).error?.issues[0]?.message).toBe("tooLong");
  });
});
