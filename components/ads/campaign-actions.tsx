"use client";
import { MoreHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Link } from "@/components/ui/link";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { toast } from "@/components/ui/toast";
import {
  DeleteCampaignMutation,
  SendCampaignMutation,
  SetCampaignStatusMutation,
} from "@/lib/ads/operations";
import { CAMPAIGN_ACTIONS, canDelete, canEdit, canSend } from "@/lib/ads/rules";
import type { CampaignRowFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { campaignFormHref } from "./campaign-href";
import { useAdsMessage } from "./use-ads-message";

// Loaded when first opened, not with every row of the list.
const SaveTemplateDialog = dynamic(() =>
  import("./save-template-dialog").then((m) => m.SaveTemplateDialog),
);

type Action = "send" | "pause" | "resume" | "delete";
type Dialog = "send" | "delete" | "template" | null;

const DONE_TEXT = { send: "sent", pause: "paused", resume: "resumed", delete: "deleted" } as const;

/** What a campaign's row offers, by its status: edit and send a draft, pause, resume, delete… */
export function CampaignActions({ campaign }: { campaign: CampaignRowFieldsFragment }) {
  const t = useTranslations("ads.actions");
  const refusal = useAdsMessage().error;
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const { id, status, name } = campaign;
  const draft = status === "DRAFT";
  const editable = canEdit(status);

  const act = async (action: Action) => {
    setBusy(action);
    try {
      if (action === "send") await requestGraphQL(SendCampaignMutation, { id });
      else if (action === "delete") await requestGraphQL(DeleteCampaignMutation, { id });
      else
        await requestGraphQL(SetCampaignStatusMutation, {
          id,
          action: action === "pause" ? CAMPAIGN_ACTIONS.pause : CAMPAIGN_ACTIONS.resume,
        });
      toast.success(t(DONE_TEXT[action], { name }));
      router.refresh();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setBusy(null);
      setDialog(null);
    }
  };

  return (
    <>
      <MountOnUse
        popup="menu"
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("menu", { name })}
            disabled={busy !== null}
            aria-busy={busy !== null || undefined}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        }
      >
        {(button) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {editable ? (
                <DropdownMenuItem asChild>
                  <Link href={campaignFormHref(campaign.type, { id })}>{t("edit")}</Link>
                </DropdownMenuItem>
              ) : null}
              {canSend(status) ? (
                <DropdownMenuItem disabled={!campaign.complete} onSelect={() => setDialog("send")}>
                  {campaign.complete ? t("send") : t("sendIncomplete")}
                </DropdownMenuItem>
              ) : null}
              {status === "ACTIVE" ? (
                <DropdownMenuItem onSelect={() => void act("pause")}>{t("pause")}</DropdownMenuItem>
              ) : null}
              {status === "PAUSED" ? (
                <DropdownMenuItem onSelect={() => void act("resume")}>
                  {t("resume")}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem onSelect={() => setDialog("template")}>
                {t("saveTemplate")}
              </DropdownMenuItem>
              {canDelete(status) ? (
                <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
                  {t("delete")}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </MountOnUse>
      <GenericDialog
        open={dialog === "send"}
        onOpenChange={(open) => setDialog(open ? "send" : null)}
        title={t("sendTitle", { name })}
        description={t("sendDescription")}
        confirmLabel={t("send")}
        busy={busy === "send"}
        onConfirm={() => void act("send")}
      />
      <GenericDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title={t("deleteTitle", { name })}
        description={draft ? t("deleteDraftDescription") : t("deleteDescription")}
        confirmLabel={t("delete")}
        destructive
        busy={busy === "delete"}
        onConfirm={() => void act("delete")}
      />
      {dialog === "template" ? (
        <SaveTemplateDialog campaign={campaign} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
