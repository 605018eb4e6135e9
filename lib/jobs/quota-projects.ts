import "server-only";
import type { Db } from "@/lib/db/client";
import { mapsProjectSettings } from "@/lib/db/schema";
import { DEFAULT_BACKGROUND_SHARE_PERCENT } from "@/lib/maps/background-share";

// Each maps project's background share as the Super Admin set it (lib/jobs/quota.ts reads the
// same row in every take).

export type BackgroundShare = { backgroundSharePercent: number; backgroundShareSet: boolean };

/** Every project's share, read in one statement: the default for a project never set. */
export async function backgroundShares(db: Db): Promise<(project: string) => BackgroundShare> {
  const rows = await db.select().from(mapsProjectSettings);
  const set = new Map(rows.map((row) => [row.project, row.backgroundSharePercent]));
  return (project) => {
    const percent = set.get(project);
    return percent === undefined
      ? { backgroundSharePercent: DEFAULT_BACKGROUND_SHARE_PERCENT, backgroundShareSet: false }
      : { backgroundSharePercent: percent, backgroundShareSet: true };
  };
}
