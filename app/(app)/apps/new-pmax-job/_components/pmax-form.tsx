"use client";
import { CampaignForm } from "@/components/ads/campaign-form";
import type { CampaignFormSetup } from "@/components/ads/campaign-form-setup";
import { PmaxFields } from "./pmax-fields";
import { PmaxPreview } from "./pmax-preview";

/** A Performance Max campaign: the common fields, its assets, and how an ad could look. */
export function PmaxForm({ setup }: { setup: CampaignFormSetup }) {
  return (
    <CampaignForm
      type="PERFORMANCE_MAX"
      setup={setup}
      aside={<PmaxPreview businessName={setup.businessName} />}
    >
      <PmaxFields />
    </CampaignForm>
  );
}
