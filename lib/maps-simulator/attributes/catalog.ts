import type { Attribute, AttributeValueType } from "@/lib/maps/types";
import { drawFrom } from "../ids";
import type { SimBrand } from "../fixtures/brands";

// Google's attribute ids with English and Spanish names.

type Named = { en: string; es: string };

export type AttributeGroup =
  "accessibility" | "amenities" | "fromTheBusiness" | "links" | "payments" | "serviceOptions";

export const ATTRIBUTE_GROUPS: Record<AttributeGroup, Named> = {
  accessibility: { en: "Accessibility", es: "Accesibilidad" },
  amenities: { en: "Amenities", es: "Servicios" },
  fromTheBusiness: { en: "From the business", es: "De la empresa" },
  links: { en: "Place page URLs", es: "URL de la ficha" },
  payments: { en: "Payments", es: "Pagos" },
  serviceOptions: { en: "Service options", es: "Opciones de servicio" },
};

export type AttributeDefinition = Named & {
  valueType: AttributeValueType;
  group: AttributeGroup;
  values?: readonly string[];
  valueNames?: Record<string, Named>;
  /** Any host when absent. */
  hosts?: readonly string[];
  /** Only for food and drink places (restaurants, cafés, bars…). */
  foodOnly?: boolean;
};

const social = (en: string, ...hosts: string[]): AttributeDefinition => ({
  valueType: "URL",
  group: "links",
  en,
  es: en,
  hosts,
});
const link = (en: string, es: string, foodOnly = false): AttributeDefinition => ({
  valueType: "URL",
  group: "links",
  en,
  es,
  foodOnly,
});
const bool = (group: AttributeGroup, en: string, es: string, foodOnly = false) =>
  ({ valueType: "BOOL", group, en, es, foodOnly }) satisfies AttributeDefinition;
const choice = (
  valueType: "ENUM" | "REPEATED_ENUM",
  group: AttributeGroup,
  name: Named,
  valueNames: Record<string, Named>,
): AttributeDefinition => ({
  valueType,
  group,
  ...name,
  values: Object.keys(valueNames),
  valueNames,
});
const brand = (name: string): Named => ({ en: name, es: name });

export const SIM_ATTRIBUTES: Record<string, AttributeDefinition> = {
  url_facebook: social("Facebook", "facebook.com", "fb.com"),
  url_instagram: social("Instagram", "instagram.com"),
  url_twitter: social("X (Twitter)", "twitter.com", "x.com"),
  url_youtube: social("YouTube", "youtube.com"),
  url_linkedin: social("LinkedIn", "linkedin.com"),
  url_tiktok: social("TikTok", "tiktok.com"),
  url_pinterest: social("Pinterest", "pinterest.com"),
  url_appointment: link("Appointment links", "Enlaces para citas"),
  url_menu: link("Menu link", "Enlace al menú", true),
  url_order_ahead: link("Order ahead links", "Enlaces para pedir por adelantado", true),
  url_reservations: link("Reservations links", "Enlaces para reservas", true),
  has_wheelchair_accessible_entrance: bool(
    "accessibility",
    "Wheelchair accessible entrance",
    "Entrada accesible para sillas de ruedas",
  ),
  has_wheelchair_accessible_restroom: bool(
    "accessibility",
    "Wheelchair accessible restroom",
    "Baño accesible para sillas de ruedas",
  ),
  has_restroom: bool("amenities", "Restroom", "Baño"),
  has_delivery: bool("serviceOptions", "Delivery", "Entrega a domicilio"),
  has_in_store_pickup: bool("serviceOptions", "In-store pickup", "Recogida en la tienda"),
  has_curbside_pickup: bool("serviceOptions", "Curbside pickup", "Recogida en la puerta"),
  is_owned_by_women: bool("fromTheBusiness", "Women-owned", "Propiedad de mujeres"),
  has_takeout: bool("serviceOptions", "Takeout", "Para llevar", true),
  has_dine_in: bool("serviceOptions", "Dine-in", "Consumo en el local", true),
  has_seating_outdoors: bool("amenities", "Outdoor seating", "Mesas al aire libre", true),
  wi_fi: choice(
    "ENUM",
    "amenities",
    { en: "Wi-Fi", es: "Wi-Fi" },
    {
      free_wi_fi: { en: "Free Wi-Fi", es: "Wi-Fi gratis" },
      paid_wi_fi: { en: "Paid Wi-Fi", es: "Wi-Fi de pago" },
    },
  ),
  pay_credit_card_types_accepted: choice(
    "REPEATED_ENUM",
    "payments",
    { en: "Credit cards accepted", es: "Tarjetas de crédito aceptadas" },
    {
      american_express: brand("American Express"),
      diners_club: brand("Diners Club"),
      discover: brand("Discover"),
      mastercard: brand("Mastercard"),
      visa: brand("Visa"),
    },
  ),
};

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
