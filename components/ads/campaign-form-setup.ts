import type { TargetWorkspace } from "@/components/common/selected-workspace";
import type { CampaignFormValues } from "./campaign-form-values";

/** What a campaign form starts from (components/ads/load-campaign-form.ts reads it). */
export type CampaignFormSetup = {
  /** The draft being edited; null for a new campaign. */
  id: string | null;
  defaults: CampaignFormValues;
  workspace: TargetWorkspace | null;
  /** The linked account's currency (the budget's unit). */
  currencyCode: string | null;
  /** The account's name, as its ads show the business. */
  businessName: string | null;
  /** The template the form starts from. */
  templateName: string | null;
  /** Why the asked draft or template is not in the form. */
  notice: "notFound" | "notEditable" | "templateNotFound" | null;
};
