import { SECTIONS, type SectionKey } from "@/lib/auth/sections";

/** Sections a role opens, read from the one access table (spec §6); the trial's own are left out. */
export function sectionsOf(grants: readonly string[]): SectionKey[] {
  return (Object.keys(SECTIONS) as SectionKey[]).filter(
    (key) =>
      key !== "trial" &&
      key !== "onlyGuest" &&
      (SECTIONS[key] as readonly string[]).some((role) => grants.includes(role)),
  );
}

/** A section key as a message key: "marketing_data.connector" → "marketing_data_connector". */
export const sectionMessageKey = (key: SectionKey) => key.replace(/\./g, "_");
