// Shared by the ads API suites: campaign specs that pass Google's limits, a raw GAQL read of the
// simulator, and today's date in an account's time zone.
import { ADS_API_VERSION, getAdsConfig } from "@/lib/ads-api/config";
import type { PmaxCampaignSpec, SearchCampaignSpec } from "@/lib/ads-api/client";
import type { SearchRow } from "@/lib/ads-api/types";
import { adsSimulatorFetch } from "@/lib/ads-simulator/in-process";
import { noisyPng } from "../helpers/images";

export const GLOBEX = "1234567890";

export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

export function searchSpec(
  name: string,
  overrides: Partial<SearchCampaignSpec> = {},
): SearchCampaignSpec {
  return {
    name,
    dailyBudgetMicros: 20_000_000,
    startDate: todayIn("Europe/Madrid"),
    endDate: null,
    finalUrl: "https://globex.example/tiendas",
    keywords: ["ferretería cerca", "tornillos baratos"],
    headlines: ["Ferretería Globex", "Todo para tu casa", "Abierto hoy"],
    descriptions: ["Herramientas y tornillería en tu barrio.", "Ven a vernos, te asesoramos."],
    targets: [
      { latitude: 40.4168, longitude: -3.7038, radiusKm: 5 },
      { latitude: 41.3874, longitude: 2.1686, radiusKm: 3 },
    ],
    ...overrides,
  };
}

export async function pmaxSpec(
  name: string,
  overrides: Partial<PmaxCampaignSpec> = {},
): Promise<PmaxCampaignSpec> {
  return {
    name,
    dailyBudgetMicros: 35_000_000,
    startDate: todayIn("Europe/Madrid"),
    endDate: null,
    finalUrl: "https://globex.example",
    businessName: "Globex",
    headlines: ["Ferretería Globex", "Todo en bricolaje", "Cerca de ti"],
    longHeadlines: ["Todo lo que necesitas para tu casa, en la tienda de tu barrio"],
    descriptions: ["Herramientas, pintura y jardín.", "Te asesoramos en tu proyecto."],
    images: [
      { name: "logo", data: await noisyPng(128, 128), fieldType: "LOGO" },
      { name: "fachada", data: await noisyPng(600, 314), fieldType: "MARKETING_IMAGE" },
      { name: "escaparate", data: await noisyPng(300, 300), fieldType: "SQUARE_MARKETING_IMAGE" },
    ],
    videoIds: ["aqz-KE-bpKQ"],
    targets: [{ latitude: 40.4168, longitude: -3.7038, radiusKm: 10 }],
    ...overrides,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON under test
type Json = Record<string, any>;

/** A GAQL query sent as the app's client sends it (manager login). */
export async function gaql(customerId: string, query: string): Promise<(SearchRow & Json)[]> {
  const config = getAdsConfig({ ADS_SERVICE: "simulator" });
  const response = await adsSimulatorFetch(
    `${config.base}/customers/${customerId}/googleAds:search`,
    {
      method: "POST",
      headers: {
        authorization: "Bearer t",
        "developer-token": "d",
        "login-customer-id": config.managerCustomerId,
      },
      body: JSON.stringify({ query }),
    },
  );
  const body = (await response.json()) as { results?: (SearchRow & Json)[] };
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.results ?? [];
}

export { ADS_API_VERSION };
