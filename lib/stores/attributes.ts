import "server-only";
import type { MapsClient } from "@/lib/maps/client";
import type { Attribute, AttributeMetadata } from "@/lib/maps/types";

// The attributes a store edits beside its categories: the ones its primary category offers,
// less links (social profiles and action links have their own pages).

export type AttributeScope = {
  googleId: string;
  primaryCategory?: string;
  regionCode?: string;
  languageCode: string;
};

/** attributes.list takes a location only in its own language, so it is asked by category and
 * country, in the user's language. */
export async function listEditableAttributes(
  client: MapsClient,
  { googleId, primaryCategory, regionCode, languageCode }: AttributeScope,
): Promise<AttributeMetadata[]> {
  const all = await client.listAllAttributeMetadata(
    primaryCategory && regionCode
      ? { categoryName: primaryCategory, regionCode, languageCode }
      : { parent: googleId },
  );
  return all.filter((metadata) => metadata.valueType !== "URL" && !metadata.deprecated);
}

/**
 * An attribute sent without a value: named in the attribute mask and left out of the list, which
 * is how the maps service removes it (an empty value is refused).
 */
export function isClearedAttribute(attribute: Attribute): boolean {
  const repeated = attribute.repeatedEnumValue;
  return (
    !attribute.values?.length &&
    !attribute.uriValues?.length &&
    !repeated?.setValues?.length &&
    !repeated?.unsetValues?.length
  );
}
