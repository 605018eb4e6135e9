import type { Attribute } from "@/lib/maps/types";
import { invalidArgument, invalidArguments, type FieldViolation } from "../http";
import { isWebUrl } from "../validate/values";
import { attributeDefinition, type AttributeDefinition } from "./catalog";

// Attributes listed but not masked are ignored; masked ones missing from the list are removed.

const MAX_MASK = 100;

export function parseAttributeMask(raw: string | null): string[] {
  const names = (raw ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw invalidArgument("attribute_mask", "Field is required");
  if (names.length > MAX_MASK) throw invalidArgument("attribute_mask", "Too many attributes");
  for (const name of names) {
    if (!attributeDefinition(name))
      throw invalidArgument("attribute_mask", `Unknown attribute: ${name.slice(0, 80)}`);
  }
  return [...new Set(names)];
}

function hostAllowed(uri: string, hosts: readonly string[] | undefined): boolean {
  if (!hosts) return true;
  const host = new URL(uri).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function checkValue(item: Attribute, def: AttributeDefinition, at: string): FieldViolation[] {
  const problems: FieldViolation[] = [];
  const values = item.values ?? [];
  const uris = item.uriValues ?? [];
  const repeated = item.repeatedEnumValue;
  const others = (present: boolean, field: string) => {
    if (present) problems.push({ field: `${at}.${field}`, description: "Must be empty" });
  };
  switch (def.valueType) {
    case "BOOL":
      if (values.length !== 1 || typeof values[0] !== "boolean")
        problems.push({ field: `${at}.values`, description: "Exactly one true or false" });
      others(uris.length > 0, "uriValues");
      others(repeated !== undefined, "repeatedEnumValue");
      break;
    case "ENUM":
      if (values.length !== 1 || !def.values!.includes(values[0] as string))
        problems.push({
          field: `${at}.values`,
          description: `Exactly one of ${def.values!.join(", ")}`,
        });
      others(uris.length > 0, "uriValues");
      others(repeated !== undefined, "repeatedEnumValue");
      break;
    case "URL":
      if (uris.length !== 1) problems.push({ field: `${at}.uriValues`, description: "One URI" });
      uris.forEach((value, i) => {
        const uri = typeof value?.uri === "string" ? value.uri : "";
        if (!isWebUrl(uri))
          problems.push({ field: `${at}.uriValues[${i}].uri`, description: "Invalid URL" });
        else if (!hostAllowed(uri, def.hosts))
          problems.push({
            field: `${at}.uriValues[${i}].uri`,
            description: `Must link to ${def.hosts!.join(" or ")}`,
          });
      });
      others(values.length > 0, "values");
      others(repeated !== undefined, "repeatedEnumValue");
      break;
    case "REPEATED_ENUM": {
      const set = repeated?.setValues ?? [];
      const unset = repeated?.unsetValues ?? [];
      const all = [...set, ...unset];
      if (all.length === 0 || all.some((v) => !def.values!.includes(v)))
        problems.push({
          field: `${at}.repeatedEnumValue`,
          description: `At least one of ${def.values!.join(", ")}`,
        });
      else if (new Set(all).size !== all.length)
        problems.push({ field: `${at}.repeatedEnumValue`, description: "A value set and unset" });
      others(values.length > 0, "values");
      others(uris.length > 0, "uriValues");
      break;
    }
  }
  return problems;
}

/** Throws Google's 400 naming every bad one. */
export function readMaskedAttributes(
  raw: unknown,
  mask: readonly string[],
  { food }: { food: boolean },
): Attribute[] {
  if (raw !== undefined && !Array.isArray(raw))
    throw invalidArgument("attributes", "Must be a list");
  const problems: FieldViolation[] = [];
  const chosen = new Map<string, Attribute>();
  ((raw ?? []) as unknown[]).forEach((value, i) => {
    const at = `attributes[${i}]`;
    const item = (value && typeof value === "object" ? value : {}) as Attribute;
    if (typeof item.name !== "string" || !mask.includes(item.name)) return;
    const def = attributeDefinition(item.name)!;
    if (def.foodOnly && !food) {
      problems.push({ field: `${at}.name`, description: "Not available for this category" });
      return;
    }
    if (chosen.has(item.name)) problems.push({ field: `${at}.name`, description: "Repeated" });
    const found = checkValue(item, def, at);
    problems.push(...found);
    if (found.length === 0) chosen.set(item.name, normalise(item, def));
  });
  if (problems.length) throw invalidArguments(problems);
  return [...chosen.values()];
}

function normalise(item: Attribute, def: AttributeDefinition): Attribute {
  const out: Attribute = { name: item.name, valueType: def.valueType };
  if (def.valueType === "URL") out.uriValues = item.uriValues!.map(({ uri }) => ({ uri }));
  else if (def.valueType === "REPEATED_ENUM") {
    const { setValues, unsetValues } = item.repeatedEnumValue!;
    out.repeatedEnumValue = {
      ...(setValues?.length ? { setValues } : {}),
      ...(unsetValues?.length ? { unsetValues } : {}),
    };
  } else out.values = item.values;
  return out;
}

export function applyAttributes(
  current: readonly Attribute[],
  updates: readonly Attribute[],
  mask: readonly string[],
): Attribute[] {
  const kept = current.filter((attribute) => !mask.includes(attribute.name));
  return [...kept, ...updates].sort((a, b) => a.name.localeCompare(b.name));
}
