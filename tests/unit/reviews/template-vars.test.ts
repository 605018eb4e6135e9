// "{nombre}" in a template was saved and sent to Google as written: anything in braces that is not
// one of the variables is found, whatever the language or spelling it is written in.
import { describe, expect, it } from "vitest";
import { replyCommentSchema, templateInputSchema } from "@/lib/reviews/schema";
import {
  KNOWN_PLACEHOLDERS,
  placeholdersIn,
  splitPlaceholders,
  unknownPlaceholders,
} from "@/lib/reviews/template-vars";

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("unknownPlaceholders", () => {
  it("names each placeholder that is not a variable once, in order", () => {
    expect(unknownPlaceholders("Hola {nombre}, gracias {nombre} por {tienda} en {city}")).toEqual([
      "{nombre}",
      "{tienda}",
    ]);
    expect(unknownPlaceholders("{FirstName} {first name} { city } {firstName}")).toEqual([
      "{FirstName}",
      "{first name}",
      "{ city }",
    ]);
    expect(unknownPlaceholders("Thanks {firstName}, see you at {storeName} in {city}!")).toEqual(
      [],
    );
    // Braces that hold no word, or span lines, are not read as placeholders.
    expect(unknownPlaceholders("Nice :-{ or {}\n{\n}")).toEqual([]);
  });

  it("lists the variables as a writer types them", () => {
    expect(KNOWN_PLACEHOLDERS).toBe("{firstName}, {storeName}, {city}");
    expect(placeholdersIn("Hi {firstName} {x}")).toEqual(["{firstName}", "{x}"]);
  });

  it("cuts a text around its placeholders, marking the unknown ones", () => {
    expect(splitPlaceholders("Hola {nombre} de {city}")).toEqual([
      { text: "Hola ", unknown: false },
      { text: "{nombre}", unknown: true },
      { text: " de ", unknown: false },
      { text: "{city}", unknown: false },
    ]);
  });
});

describe("the template and reply rules", () => {
  it("refuses a template with a placeholder that is not a variable", () => {
    const ok = templateInputSchema.safeParse({ name: "Gracias", body: "Gracias {firstName}" });
    expect(ok.success).toBe(true);
    const bad = templateInputSchema.safeParse({ name: "Gracias", body: "Gracias {nombre}" });
    expect(issuesOf(bad)).toEqual(["unknownPlaceholder"]);
  });

  it("refuses a reply with any placeholder: it is sent as written", () => {
    expect(issuesOf(replyCommentSchema.safeParse("Gracias {nombre}"))).toEqual([
      "unknownPlaceholder",
    ]);
    expect(issuesOf(replyCommentSchema.safeParse("Gracias {firstName}"))).toEqual([
      "unfilledPlaceholder",
    ]);
    expect(issuesOf(replyCommentSchema.safeParse("Gracias Ana :-)"))).toEqual([]);
    expect(issuesOf(replyCommentSchema.safeParse("x".repeat(401)))).toEqual(["tooLong"]);
  });
});
