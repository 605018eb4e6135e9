import "server-only";
import { eq } from "drizzle-orm";
import { DEFAULT_COUNTRY, STORE_SLIDER } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

export type LeadProfile = {
  firstName: string;
  lastName: string;
  business: string;
  phone: string;
  country: string;
  storeNumber: number;
  position: string;
};

/** What step 0 of /register-user starts from: saved details, else the maps profile's name. */
export async function getLeadProfile(db: Db, userId: string): Promise<LeadProfile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      business: users.business,
      phone: users.phone,
      country: users.country,
      storeNumber: users.storeNumber,
      position: users.position,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    firstName: row?.firstName ?? "",
    lastName: row?.lastName ?? "",
    business: row?.business ?? "",
    phone: row?.phone ?? "",
    country: row?.country ?? DEFAULT_COUNTRY,
    storeNumber: row?.storeNumber ?? STORE_SLIDER.min,
    position: row?.position ?? "",
  };
}
