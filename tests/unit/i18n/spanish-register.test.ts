// Regression: the Spanish catalogue mixed voseo ("Contanos", "tenés") with tú ("Ingresa", "Vuelve").
// StorePlus speaks tú everywhere; this fails on the typical voseo forms, not on every grammar slip.
import { describe, expect, it } from "vitest";
import es from "@/messages/es.json";

/** Voseo forms that no general pattern below catches: the pronoun, "sos" and enclitic imperatives. */
const VOSEO_WORDS = new Set([
  "vos",
  "sos",
  "contanos",
  "contame",
  "decime",
  "decinos",
  "escribinos",
  "avisanos",
  "avisame",
  "fijate",
  "envialo",
  "mantenelo",
  "guardalo",
  "probalo",
  "mirá",
  "borrá",
  "ingresá",
  "elegí",
  "hacé",
  "escribí",
]);

/** Common words ending like a voseo verb (-ás, -és, -ís, or a stressed -á, -é, -í) that are not. */
const NOT_VOSEO = new Set([
  "más",
  "además",
  "atrás",
  "jamás",
  "demás",
  "país",
  "maíz",
  "después",
  "través",
  "inglés",
  "francés",
  "portugués",
  "neerlandés",
  "interés",
  "está",
  "esté",
  "aquí",
  "allí",
  "ahí",
  "así",
  "sí",
  "también",
  "café",
  "bebé",
  "mamá",
  "papá",
  "sofá",
  "qué",
]);

/**
 * Voseo words in `text`: the listed forms, present tense "tenés"/"elegís" (-ás, -és, -ís) and
 * imperatives "Usá"/"Elegí" (a final stressed vowel). Futures such as "podrá" end in -rá and pass.
 */
function voseoIn(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((word) => {
    if (VOSEO_WORDS.has(word)) return true;
    if (NOT_VOSEO.has(word)) return false;
    if (/(ás|és|ís)$/.test(word)) return true;
    return /[áéí]$/.test(word) && !/rá$/.test(word);
  });
}

function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => strings(child, [...path, key]));
  return [];
}

describe("Spanish register: tú, never voseo", () => {
  it("recognises the typical voseo forms and lets tú through", () => {
    for (const text of [
      "Contanos sobre vos",
      "¿Cuántas tiendas tenés?",
      "Ingresá con tu cuenta",
      "Elegí un país",
      "Hacé clic para verificar",
      "Escribí a ventas",
      "Ya podés empezar",
      "Si querés, sabés dónde estamos",
      "Quien lo tenga actúa como vos: mantenelo en secreto",
    ])
      expect(voseoIn(text), text).not.toEqual([]);
    for (const text of [
      "Cuéntanos sobre ti",
      "¿Cuántas tiendas tienes?",
      "Ingresa con tu cuenta",
      "Elige un país",
      "Haz clic para verificar",
      "Ya puedes empezar; la prueba está lista y se podrá ampliar más adelante",
    ])
      expect(voseoIn(text), text).toEqual([]);
  });

  it("finds no voseo in messages/es.json", () => {
    const found = strings(es)
      .map(([key, text]) => ({ key, words: voseoIn(text) }))
      .filter((entry) => entry.words.length > 0);
    expect(found).toEqual([]);
  });
});
