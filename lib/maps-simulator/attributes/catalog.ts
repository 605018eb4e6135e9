import type { Attribute, AttributeValueType } from "@/lib/maps/types";
import { drawFrom } from "../ids";
import type { SimBrand } from "../fixtures/brands";

// The attributes the simulator knows (Google's ids), and the ones each seeded store starts with.

export type AttributeDefinition = {
  valueType: AttributeValueType;
  /** ENUM and REPEATED_ENUM: the allowed values. */
  values?: readonly string[];
  /** URL: hosts the link must point at (social profiles); any host when absent. */
  hosts?: readonly string[];
  /** Only for food and drink places (restaurants, cafés, bars…). */
  foodOnly?: boolean;
};

const social = (...hosts: string[]): AttributeDefinition => ({ valueType: "URL", hosts });
const bool = (foodOnly = false): AttributeDefinition => ({ valueType: "BOOL", foodOnly });

export const SIM_ATTRIBUTES: Record<string, AttributeDefinition> = {
  url_facebook: social("facebook.com", "fb.com"),
  url_instagram: social("instagram.com"),
  url_twitter: social("twitter.com", "x.com"),
  url_youtube: social("youtube.com"),
  url_linkedin: social("linkedin.com"),
  url_tiktok: social("tiktok.com"),
  url_pinterest: social("pinterest.com"),
  url_appointment: { valueType: "URL" },
  url_menu: { valueType: "URL", foodOnly: true },
  url_order_ahead: { valueType: "URL", foodOnly: true },
  url_reservations: { valueType: "URL", foodOnly: true },
  has_wheelchair_accessible_entrance: bool(),
  has_wheelchair_accessible_restroom: bool(),
  has_restroom: bool(),
  has_delivery: bool(),
  has_in_store_pickup: bool(),
  has_curbside_pickup: bool(),
  is_owned_by_women: bool(),
  has_takeout: bool(true),
  has_dine_in: bool(true),
  has_seating_outdoors: bool(true),
  wi_fi: { valueType: "ENUM", values: ["free_wi_fi", "paid_wi_fi"] },
  pay_credit_card_types_accepted: {
    valueType: "REPEATED_ENUM",
    values: ["american_express", "diners_club", "discover", "mastercard", "visa"],
  },
};

/** "attributes/url_facebook" → its definition, when the simulator knows it. */
export function attributeDefinition(name: string): AttributeDefinition | undefined {
  const id = /^attributes\/([a-z0-9_]{1,64})$/.exec(name)?.[1];
  return id && Object.hasOwn(SIM_ATTRIBUTES, id) ? SIM_ATTRIBUTES[id] : undefined;
}

const url = (name: string, uri: string): Attribute => ({
  name: `attributes/${name}`,
  valueType: "URL",
  uriValues: [{ uri }],
});
const flag = (name: string, value: boolean): Attribute => ({
  name: `attributes/${name}`,
  valueType: "BOOL",
  values: [value],
});

/** A store's attributes as seeded: the brand's social profiles plus a few per-store facts. */
export function seededAttributes(brand: SimBrand, locationId: string): Attribute[] {
  const draw = drawFrom(`attributes:${locationId}`);
  const handle = brand.domain.split(".")[0]!.replace(/-/g, "");
  const food = brand.hours === "cafe" || brand.hours === "restaurant";
  const attributes: Attribute[] = [
    url("url_facebook", `https://www.facebook.com/${handle}`),
    url("url_instagram", `https://www.instagram.com/${handle}`),
    flag("has_wheelchair_accessible_entrance", draw.chance(0.7)),
  ];
  if (food) {
    attributes.push(flag("has_takeout", true), flag("has_dine_in", brand.hours === "restaurant"));
    if (brand.hours === "cafe")
      attributes.push({ name: "attributes/wi_fi", valueType: "ENUM", values: ["free_wi_fi"] });
  } else {
    attributes.push({
      name: "attributes/pay_credit_card_types_accepted",
      valueType: "REPEATED_ENUM",
      repeatedEnumValue: { setValues: ["mastercard", "visa"] },
    });
  }
  return attributes;
}
