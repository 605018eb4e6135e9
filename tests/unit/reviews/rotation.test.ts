// A rule's templates take turns, and an automatic reply never repeats the rule's last one word for
// word: the maps service removes identical replies as spam.
import { describe, expect, it } from "vitest";
import { pickTemplate } from "@/lib/reviews/rotation";

const values = { firstName: "Ana", storeName: "Acme Centro", city: "Rosario" };
const A = { id: "a", body: "¡Gracias {firstName}!" };
const B = { id: "b", body: "Gracias por visitar {storeName} en {city}." };
const PLAIN = { id: "p", body: "Gracias." };

describe("pickTemplate", () => {
  it("takes the templates in turn and moves the rotation on", () => {
    const first = pickTemplate([A, B], { rotation: 0, lastReply: null }, values)!;
    expect(first).toEqual({
      templateId: "a",
      comment: "¡Gracias Ana!",
      state: { rotation: 1, lastReply: "¡Gracias Ana!" },
    });
    const second = pickTemplate([A, B], first.state, values)!;
    expect(second.comment).toBe("Gracias por visitar Acme Centro en Rosario.");
    expect(pickTemplate([A, B], second.state, values)!.templateId).toBe("a");
  });

  it("passes over a template whose text would repeat the last reply", () => {
    const last = "¡Gracias Ana!";
    const pick = pickTemplate([A, B], { rotation: 2, lastReply: last }, values)!;
    expect(pick.templateId).toBe("b");
    expect(pick.state.rotation).toBe(4);
    // Another reviewer's name makes the same template a different reply.
    expect(
      pickTemplate([A], { rotation: 1, lastReply: last }, { ...values, firstName: "Luis" })!
        .comment,
    ).toBe("¡Gracias Luis!");
  });

  // A template saved with "{nombre}" before such placeholders were refused must not reach Google.
  it("passes over a template with a placeholder that is not a variable", () => {
    const OLD = { id: "o", body: "Gracias {nombre}" };
    expect(pickTemplate([OLD, B], { rotation: 0, lastReply: null }, values)!.templateId).toBe("b");
    expect(pickTemplate([OLD], { rotation: 0, lastReply: null }, values)).toBeNull();
  });

  it("gives nothing when every template would repeat the last reply", () => {
    expect(pickTemplate([PLAIN], { rotation: 1, lastReply: "Gracias." }, values)).toBeNull();
    expect(pickTemplate([], { rotation: 0, lastReply: null }, values)).toBeNull();
  });

  it("passes over a template too long once its variables are filled in", () => {
    const long = { id: "l", body: `${"x".repeat(390)} {storeName}` };
    const pick = pickTemplate([long, PLAIN], { rotation: 0, lastReply: null }, values)!;
    expect(pick.templateId).toBe("p");
  });
});
