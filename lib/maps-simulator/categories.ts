import type { BusinessCategory, CategoryView } from "@/lib/maps/types";
import {
  AUTO_CATEGORIES,
  HEALTH_CATEGORIES,
  OTHER_CATEGORIES,
  SERVICE_CATEGORIES,
} from "./fixtures/categories-services";
import { FOOD_CATEGORIES, SHOP_CATEGORIES } from "./fixtures/categories-shops-food";

// Other languages read English, as Google does for a language it lacks.

type Group = "shop" | "food" | "service" | "health" | "auto" | "other";
export type SimCategory = { name: string; en: string; es: string };
export type CatalogCategory = SimCategory & { group: Group };
export type CategoryLanguage = "en" | "es";

type Named = { id: string; en: string; es: string };

/** Google's hoursTypeId values. */
const HOURS_TYPES: Record<string, Omit<Named, "id">> = {
  ACCESS: { en: "Access", es: "Acceso" },
  BREAKFAST: { en: "Breakfast", es: "Desayuno" },
  BRUNCH: { en: "Brunch", es: "Brunch" },
  DELIVERY: { en: "Delivery", es: "Entrega a domicilio" },
  DINNER: { en: "Dinner", es: "Cena" },
  DRIVE_THROUGH: { en: "Drive through", es: "Autoservicio" },
  HAPPY_HOURS: { en: "Happy hours", es: "Hora feliz" },
  KITCHEN: { en: "Kitchen", es: "Cocina" },
  LUNCH: { en: "Lunch", es: "Almuerzo" },
  ONLINE_SERVICE_HOURS: { en: "Online service hours", es: "Horario de servicio online" },
  PICKUP: { en: "Pickup", es: "Recogida" },
  SENIOR_HOURS: { en: "Senior hours", es: "Horario para mayores" },
  TAKEOUT: { en: "Takeout", es: "Para llevar" },
};

const GROUP_HOURS: Record<Group, string[]> = {
  shop: ["DELIVERY", "PICKUP", "SENIOR_HOURS", "ONLINE_SERVICE_HOURS"],
  food: ["BREAKFAST", "BRUNCH", "LUNCH", "DINNER", "HAPPY_HOURS", "KITCHEN", "DELIVERY", "TAKEOUT"],
  service: ["ONLINE_SERVICE_HOURS", "ACCESS"],
  health: ["ONLINE_SERVICE_HOURS", "SENIOR_HOURS"],
  auto: ["ACCESS", "DRIVE_THROUGH", "ONLINE_SERVICE_HOURS"],
  other: ["ACCESS", "ONLINE_SERVICE_HOURS"],
};

const GROUP_SERVICES: Partial<Record<Group, Named[]>> = {
  auto: [
    { id: "oil_change", en: "Oil change", es: "Cambio de aceite" },
    { id: "tire_rotation", en: "Tire rotation", es: "Rotación de neumáticos" },
    { id: "brake_repair", en: "Brake repair", es: "Reparación de frenos" },
  ],
  health: [
    { id: "consultation", en: "Consultation", es: "Consulta" },
    { id: "check_up", en: "Check-up", es: "Revisión" },
  ],
  service: [
    { id: "free_estimate", en: "Free estimate", es: "Presupuesto gratuito" },
    { id: "emergency_service", en: "Emergency service", es: "Servicio de urgencia" },
  ],
};

function parse(table: string, group: Group): CatalogCategory[] {
  return table
    .trim()
    .split("\n")
    .map((line) => {
      const [id, en, es] = line.split("|");
      return { name: `categories/gcid:${id}`, en: en!, es: es!, group };
    });
}

export const SIM_CATEGORIES: readonly CatalogCategory[] = [
  ...parse(SHOP_CATEGORIES, "shop"),
  ...parse(FOOD_CATEGORIES, "food"),
  ...parse(SERVICE_CATEGORIES, "service"),
  ...parse(HEALTH_CATEGORIES, "health"),
  ...parse(AUTO_CATEGORIES, "auto"),
  ...parse(OTHER_CATEGORIES, "other"),
];

const BY_NAME = new Map(SIM_CATEGORIES.map((category) => [category.name, category]));

export function findCategory(name: string): CatalogCategory | undefined {
  return BY_NAME.get(name);
}

export function catalogCategory(id: string): SimCategory {
  const found = BY_NAME.get(`categories/gcid:${id}`);
  if (!found) throw new RangeError(`Not in the category catalog: ${id}`);
  return { name: found.name, en: found.en, es: found.es };
}

export function categoryLanguage(languageCode: string): CategoryLanguage {
  return languageCode.toLowerCase().split(/[-_]/)[0] === "es" ? "es" : "en";
}

export function moreHoursTypeIds(category: CatalogCategory): readonly string[] {
  return GROUP_HOURS[category.group];
}

export function categoryResource(
  category: CatalogCategory,
  lang: CategoryLanguage,
  view: CategoryView,
): BusinessCategory {
  const resource: BusinessCategory = { name: category.name, displayName: category[lang] };
  if (view !== "FULL") return resource;
  const services = GROUP_SERVICES[category.group];
  if (services)
    resource.serviceTypes = services.map((s) => ({
      serviceTypeId: `job_type_id:${s.id}`,
      displayName: s[lang],
    }));
  resource.moreHoursTypes = GROUP_HOURS[category.group].map((id) => ({
    hoursTypeId: id,
    displayName: HOURS_TYPES[id]!.en,
    localizedDisplayName: HOURS_TYPES[id]![lang],
  }));
  return resource;
}
