"use client";
import { CampaignForm } from "@/components/ads/campaign-form";
import type { CampaignFormSetup } from "@/components/ads/campaign-form-setup";
import { SearchFields } from "./search-fields";

/** A Search campaign: the common fields, then its keywords and texts. */
export function SearchForm({ setup }: { setup: CampaignFormSetup }) {
  return (
    <CampaignForm type="SEARCH" setup={setup}>
      <SearchFields />
    </CampaignForm>
  );
}
