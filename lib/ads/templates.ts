import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { adTemplates } from "@/lib/db/schema";
import { AdsInputError, AdsNotFoundError } from "./errors";
import type { CampaignSummary } from "./queries";
import { campaignOf, type Caller } from "./service";

// Templates (spec §1): a campaign's content kept to start others from, without its stores, dates
// or status; each of the type of the campaign it came from.

/** The campaign fields a template keeps: its content, without id, stores, dates or status. */
export function templateFields(campaign: CampaignSummary): Record<string, unknown> {
  return {
    type: campaign.type,
    name: campaign.name,
    perStore: campaign.perStore,
    radiusKm: campaign.radiusKm,
    dailyBudget: campaign.dailyBudget,
    finalUrl: campaign.finalUrl,
    keywords: campaign.keywords,
    headlines: campaign.headlines,
    longHeadlines: campaign.longHeadlines,
    descriptions: campaign.descriptions,
    logoIds: campaign.logoIds,
    imageIds: campaign.imageIds,
    videoUrls: campaign.videoUrls,
  };
}

export async function saveCampaignTemplate(
  db: Db,
  caller: Caller,
  input: { name: string; campaignId: string },
) {
  const campaign = await campaignOf(db, caller, input.campaignId);
  try {
    const [row] = await db
      .insert(adTemplates)
      .values({
        tenantId: caller.tenantId,
        type: campaign.type,
        name: input.name,
        fields: templateFields(campaign),
        createdBy: caller.userId,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AdsInputError([{ path: "name", message: "ads.validation.templateNameTaken" }]);
    throw error;
  }
}

export async function deleteCampaignTemplate(db: Db, caller: Caller, id: string): Promise<void> {
  const types = [...caller.types];
  if (types.length === 0) throw new AdsNotFoundError("template");
  const deleted = await db
    .delete(adTemplates)
    .where(
      and(
        eq(adTemplates.id, id),
        eq(adTemplates.tenantId, caller.tenantId),
        inArray(adTemplates.type, types),
      ),
    )
    .returning({ id: adTemplates.id });
  if (deleted.length === 0) throw new AdsNotFoundError("template");
}
