import type {
  Attribute,
  Location,
  OpenStatus,
  PostalAddress,
  VerificationState,
} from "@/lib/maps/types";
import { seededAttributes } from "./attributes/catalog";
import { simBranch } from "./branches";
import { brandFor } from "./fixtures/brands";
import { SIM_COUNTRIES } from "./fixtures/places";
import { regularHoursFor } from "./hours";
import { drawFrom, simLocationId } from "./ids";
import {
  metadataFor,
  phone,
  postalCode,
  verificationHistory,
  type SimVerificationRecord,
} from "./location-parts";

export type SimAccountRef = { id: string; accountName: string };

export type { SimVerificationRecord };

export type SimLocationRecord = {
  id: string;
  accountId: string;
  position: number;
  title: string;
  storeCode: string;
  openStatus: OpenStatus;
  data: Omit<Location, "name">;
  attributes: Attribute[];
  verifications: SimVerificationRecord[];
};

// Fixed by index so every account of two or more locations shows each case early; location 0 is
// always a clean, open, verified store.
export function simLocationTraits(index: number): {
  duplicateOf: number | null;
  openStatus: OpenStatus;
  verification: VerificationState | null;
} {
  const openStatus: OpenStatus =
    index % 50 === 29 ? "CLOSED_PERMANENTLY" : index % 20 === 13 ? "CLOSED_TEMPORARILY" : "OPEN";
  const verification: VerificationState | null =
    index % 10 === 3
      ? "PENDING"
      : index % 17 === 5
        ? "FAILED"
        : index % 12 === 11
          ? null
          : "COMPLETED";
  return { duplicateOf: index % 25 === 7 ? index - 1 : null, openStatus, verification };
}

export function buildSimLocation(account: SimAccountRef, index: number): SimLocationRecord {
  const id = simLocationId(account.id, index);
  const brand = brandFor(account.id, account.accountName);
  const traits = simLocationTraits(index);
  const draw = drawFrom(`location:${id}`);
  // A duplicate stands where the original does, so its language matches the copied address.
  const branch = simBranch(account.id, brand.countries, traits.duplicateOf ?? index);
  const { country, city, neighbourhood } = branch;
  const info = SIM_COUNTRIES[country];
  const street = branch.street ?? draw.pick(city.streets);
  const number = draw.int(100, 4999);
  const lang = info.languageCode;
  const storeCode = `${brand.storeCodePrefix}-${String(index + 1).padStart(4, "0")}`;

  let title = `${account.accountName} ${branch.name}`;
  let address: PostalAddress = {
    regionCode: country,
    languageCode: lang,
    postalCode: postalCode(city.postalPrefix, city.postalDigits, country, draw),
    administrativeArea: city.administrativeArea,
    locality: city.locality,
    addressLines: [country === "US" ? `${number} ${street}` : `${street} ${number}`],
  };
  if (draw.chance(0.2))
    address.addressLines!.push(
      lang === "en" ? `Suite ${draw.int(1, 40)}` : `Local ${draw.int(1, 40)}`,
    );
  let phoneNumbers = {
    primaryPhone: phone(city.phonePrefix, city.phoneDigits, draw),
    additionalPhones: draw.chance(0.2) ? [phone(city.phonePrefix, city.phoneDigits, draw)] : [],
  };
  let latlng = {
    latitude: +(city.lat + (draw.next() - 0.5) * 0.08).toFixed(6),
    longitude: +(city.lng + (draw.next() - 0.5) * 0.08).toFixed(6),
  };

  if (traits.duplicateOf !== null) {
    // A duplicate repeats the original's public face: that is how the maps service spots it.
    const original = buildSimLocation(account, traits.duplicateOf);
    title = original.title;
    address = original.data.storefrontAddress!;
    latlng = original.data.latlng!;
    phoneNumbers = {
      primaryPhone: original.data.phoneNumbers!.primaryPhone!,
      additionalPhones: [],
    };
  }

  const published = traits.verification === "COMPLETED";
  const labels = [
    index === 0 ? "flagship" : null,
    draw.chance(0.3) ? `zone-${(index % 5) + 1}` : null,
    draw.chance(0.15) ? "mall" : null,
  ];

  const data: Omit<Location, "name"> = {
    languageCode: lang,
    storeCode,
    title,
    phoneNumbers,
    categories: {
      primaryCategory: {
        name: brand.primaryCategory.name,
        displayName: brand.primaryCategory[lang],
      },
      additionalCategories: brand.additionalCategories.map((c) => ({
        name: c.name,
        displayName: c[lang],
      })),
    },
    storefrontAddress: address,
    websiteUri: `https://www.${brand.domain}/stores/${storeCode.toLowerCase()}`,
    regularHours: regularHoursFor(brand.hours, draw),
    labels: labels.filter((label): label is string => label !== null),
    latlng,
    openInfo: { status: traits.openStatus, canReopen: traits.openStatus !== "OPEN" },
    metadata: metadataFor({
      id,
      accountId: account.id,
      published,
      duplicateOf: traits.duplicateOf,
      hours: brand.hours,
    }),
    profile: {
      description:
        lang === "en"
          ? `${account.accountName} in ${neighbourhood}, ${city.locality}.`
          : `${account.accountName} en ${neighbourhood}, ${city.locality}.`,
    },
  };

  const verifications = verificationHistory(id, traits.verification, draw);
  return {
    id,
    accountId: account.id,
    position: index,
    title,
    storeCode,
    openStatus: traits.openStatus,
    data,
    attributes: seededAttributes(brand, id),
    verifications,
  };
}
