"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { badInputIssues } from "@/components/forms/server-issues";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { SaveCampaignTemplateMutation } from "@/lib/ads/operations";
import type { CampaignRowFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { useAdsMessage } from "./use-ads-message";

/** "Save as template": the campaign's content kept under a name, to start others from. */
export function SaveTemplateDialog({
  campaign,
  onClose,
}: {
  campaign: Pick<CampaignRowFieldsFragment, "id" | "name">;
  onClose: () => void;
}) {
  const t = useTranslations("ads.templates");
  const message = useAdsMessage();
  const [name, setName] = useState(campaign.name);
  const [issue, setIssue] = useState<string | null>(null);
  const [save, saving] = useGraphQLMutation(SaveCampaignTemplateMutation);

  async function submit() {
    try {
      await save({ input: { name: name.trim(), campaignId: campaign.id } });
      toast.success(t("created", { name: name.trim() }));
      onClose();
    } catch (error) {
      const onName = badInputIssues(error)?.find((i) => i.path === "name" || i.path === "");
      if (onName) setIssue(message.key(onName.message) ?? null);
      else toast.error(message.error(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("saveTitle")}
      description={t("saveDescription", { name: campaign.name })}
      onSubmit={() => void submit()}
      submitLabel={t("save")}
      pending={saving.loading}
    >
      <FormField label={t("name")} error={issue ?? undefined}>
        <Input
          value={name}
          autoComplete="off"
          data-autofocus
          onChange={(event) => {
            setName(event.target.value);
            setIssue(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
