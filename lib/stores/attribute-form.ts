// Built the same way for the loaded store and the edited form, so only the attributes the user
// changed differ (changed-fields.ts).

export type OfferedAttribute = {
  parent: string;
  valueType: "BOOL" | "ENUM" | "REPEATED_ENUM" | "URL";
  valueMetadata: { value: unknown }[];
};

export type HeldAttribute = {
  name: string;
  values?: unknown[] | null;
  repeatedEnumValue?: { setValues: string[]; unsetValues: string[] } | null;
};

export type AttributeInputValue = {
  name: string;
  values?: (boolean | string)[];
  repeatedEnumValue?: { setValues: string[]; unsetValues: string[] };
};

/** The choice that leaves an attribute unsaid (BOOL and ENUM); never one of Google's values. */
export const NOT_SET = "__not_set";

export const attributeKey = (name: string) => name.replace(/^attributes\//, "");

/** BOOL: "true" | "false" | NOT_SET; ENUM: a value or NOT_SET; REPEATED_ENUM: the values set. */
export type AttributeFormValues = Record<string, string | string[]>;

const byName = (held: readonly HeldAttribute[]) => new Map(held.map((a) => [a.name, a]));

export function attributeFormValues(
  offered: readonly OfferedAttribute[],
  held: readonly HeldAttribute[],
): AttributeFormValues {
  const current = byName(held);
  return Object.fromEntries(
    offered.map(({ parent, valueType }) => {
      const attribute = current.get(parent);
      const value = attribute?.values?.[0];
      if (valueType === "REPEATED_ENUM")
        return [attributeKey(parent), attribute?.repeatedEnumValue?.setValues ?? []];
      if (valueType === "BOOL")
        return [attributeKey(parent), typeof value === "boolean" ? String(value) : NOT_SET];
      return [attributeKey(parent), typeof value === "string" ? value : NOT_SET];
    }),
  );
}

/** An unsaid attribute has no value (the service then removes it); REPEATED_ENUM unsets only the
 * unticked values the store had, so a value never mentioned stays unsaid. */
export function attributeInputs(
  offered: readonly OfferedAttribute[],
  values: AttributeFormValues,
  held: readonly HeldAttribute[],
): AttributeInputValue[] {
  const current = byName(held);
  return offered.map(({ parent, valueType, valueMetadata }) => {
    const value = values[attributeKey(parent)];
    if (valueType === "REPEATED_ENUM") {
      const ticked = new Set(Array.isArray(value) ? value : []);
      const said = current.get(parent)?.repeatedEnumValue;
      const known = new Set([...(said?.setValues ?? []), ...(said?.unsetValues ?? [])]);
      const options = valueMetadata.map((option) => String(option.value));
      return {
        name: parent,
        repeatedEnumValue: {
          setValues: options.filter((option) => ticked.has(option)),
          unsetValues: options.filter((option) => !ticked.has(option) && known.has(option)),
        },
      };
    }
    if (typeof value !== "string" || value === NOT_SET) return { name: parent, values: [] };
    return { name: parent, values: [valueType === "BOOL" ? value === "true" : value] };
  });
}
