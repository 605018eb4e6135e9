import type { AttributeMetadata } from "@/lib/maps/types";
import type { CategoryLanguage } from "../categories";
import { ATTRIBUTE_GROUPS, SIM_ATTRIBUTES, type AttributeGroup } from "./catalog";

const GROUP_ORDER: readonly AttributeGroup[] = [
  "fromTheBusiness",
  "serviceOptions",
  "accessibility",
  "amenities",
  "payments",
  "links",
];

const BOOL_VALUES = { en: ["Yes", "No"], es: ["Sí", "No"] } as const;

const ORDERED = Object.entries(SIM_ATTRIBUTES)
  .map(([id, definition], index) => ({ id, definition, index }))
  .sort(
    (a, b) =>
      GROUP_ORDER.indexOf(a.definition.group) - GROUP_ORDER.indexOf(b.definition.group) ||
      a.index - b.index,
  );

// Food-only ones only for food places, unless `all` (showAll).
export function availableAttributes(
  lang: CategoryLanguage,
  { food, all = false }: { food: boolean; all?: boolean },
): AttributeMetadata[] {
  return ORDERED.filter(({ definition }) => all || food || !definition.foodOnly).map(
    ({ id, definition }) => {
      const metadata: AttributeMetadata = {
        parent: `attributes/${id}`,
        valueType: definition.valueType,
        displayName: definition[lang],
        groupDisplayName: ATTRIBUTE_GROUPS[definition.group][lang],
      };
      if (definition.valueType === "REPEATED_ENUM") metadata.repeatable = true;
      if (definition.valueType === "BOOL")
        metadata.valueMetadata = [true, false].map((value, i) => ({
          value,
          displayName: BOOL_VALUES[lang][i]!,
        }));
      else if (definition.valueNames)
        metadata.valueMetadata = Object.entries(definition.valueNames).map(([value, names]) => ({
          value,
          displayName: names[lang],
        }));
      return metadata;
    },
  );
}
