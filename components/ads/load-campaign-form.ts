import "server-only";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import type { PickedFile } from "@/components/files/picked-file";
import type { StoreName } from "@/components/forms/store-picker";
import { query } from "@/lib/apollo/rsc-client";
import {
  AdsAccountQuery,
  AdsLocationsQuery,
  CampaignQuery,
  CampaignTemplatesQuery,
} from "@/lib/ads/operations";
import { canEdit } from "@/lib/ads/rules";
import { PickedResourceQuery } from "@/lib/files/operations";
import type { CampaignInput, CampaignType } from "@/lib/graphql/generated/client/graphql";
import type { CampaignFormSetup } from "./campaign-form-setup";
import { campaignFormDefaults } from "./campaign-form-values";

/** Stores named per request: the most a store search answers at once. */
const NAMES_PER_ASK = 20;

async function storeNames(ids: readonly string[]): Promise<StoreName[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += NAMES_PER_ASK) chunks.push(ids.slice(i, i + NAMES_PER_ASK));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      query({ query: AdsLocationsQuery, variables: { ids: chunk, limit: chunk.length } }),
    ),
  );
  return answers.flatMap(({ data }) => data?.adsLocations ?? []);
}

async function libraryImages(ids: readonly string[]): Promise<PickedFile[]> {
  const answers = await Promise.all(
    ids.map((id) => query({ query: PickedResourceQuery, variables: { id } })),
  );
  return answers.flatMap(({ data }) => (data?.resource ? [data.resource] : []));
}

/** What a campaign form starts from: `?id=` a draft of the type, `?template=` a template's content. */
export async function loadCampaignForm(
  type: CampaignType,
  { id, templateId }: { id?: string; templateId?: string },
): Promise<CampaignFormSetup> {
  const [workspace, { data: account }] = await Promise.all([
    selectedWorkspace(),
    query({ query: AdsAccountQuery }),
  ]);
  const base = {
    workspace,
    currencyCode: account?.adsAccount.currencyCode ?? null,
    businessName: account?.adsAccount.descriptiveName ?? null,
    templateName: null,
  };
  const blank = (notice: CampaignFormSetup["notice"]): CampaignFormSetup => ({
    ...base,
    id: null,
    defaults: campaignFormDefaults({}),
    notice,
  });

  if (id) {
    const { data } = await query({ query: CampaignQuery, variables: { id } });
    const campaign = data?.campaign;
    if (!campaign || campaign.type !== type) return blank("notFound");
    if (!canEdit(campaign.status)) return blank("notEditable");
    const whole = workspace !== null && campaign.locationIds.length === workspace.totalLocations;
    const stores = whole ? [] : await storeNames(campaign.locationIds);
    return {
      ...base,
      id: campaign.id,
      defaults: campaignFormDefaults({
        campaign,
        stores,
        workspaceId: whole ? workspace.id : null,
      }),
      notice: null,
    };
  }

  if (templateId) {
    const { data } = await query({ query: CampaignTemplatesQuery, variables: { type } });
    const template = data?.campaignTemplates.find((entry) => entry.id === templateId);
    if (!template) return blank("templateNotFound");
    const fields = (template.fields ?? {}) as Partial<CampaignInput>;
    const [logos, images] = await Promise.all([
      libraryImages((fields.logoIds ?? []).map(String)),
      libraryImages((fields.imageIds ?? []).map(String)),
    ]);
    return {
      ...base,
      templateName: template.name,
      id: null,
      defaults: campaignFormDefaults({ fields, logos, images }),
      notice: null,
    };
  }
  return blank(null);
}
