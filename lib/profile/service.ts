import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { profileDetails, users } from "@/lib/db/schema";
import {
  getProfileDetails,
  ownRow,
  profileColumns,
  type Owner,
  type Profile,
  type ProfileDetails,
} from "./queries";
import type { ProfileValues } from "./schema";

export async function updateProfile(
  db: Db,
  owner: Owner,
  values: ProfileValues,
): Promise<Profile | null> {
  const [row] = await db.update(users).set(values).where(ownRow(owner)).returning(profileColumns);
  return row ?? null;
}

/** Keeps a language chosen from the menu, so the next sign-in opens in it. */
export async function saveProfileLanguage(db: Db, owner: Owner, language: string): Promise<void> {
  await db.update(users).set({ language }).where(ownRow(owner));
}

/** Upserts one field of the user's profile details. */
export async function saveProfileDetails(
  db: Db,
  { userId, tenantId }: Owner,
  patch: Partial<ProfileDetails>,
): Promise<ProfileDetails> {
  const now = new Date();
  await db
    .insert(profileDetails)
    .values({
      userId,
      tenantId,
      keywords: patch.keywords ?? [],
      vertical: patch.vertical ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: profileDetails.userId,
      set: { ...patch, updatedAt: now },
      // The row's tenant is fixed at creation: a user moved between tenants starts over.
      setWhere: eq(profileDetails.tenantId, tenantId),
    });
  return getProfileDetails(db, { userId, tenantId });
}
