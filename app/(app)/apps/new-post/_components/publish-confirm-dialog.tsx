"use client";
import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { PostFormValues } from "./post-form-values";
import { usePostAudience } from "./use-post-audience";

/**
 * Spec §9's guard before a post goes out: "Publish to 37 stores?", and how many of them the maps
 * service will refuse as unverified. Nothing is sent until the user confirms.
 */
export function PublishConfirmDialog({
  values,
  workspaceId,
  editing,
  busy,
  onOpenChange,
  onConfirm,
}: {
  /** The checked values to send; null while the dialog is closed. */
  values: PostFormValues | null;
  workspaceId: string | null;
  editing: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (values: PostFormValues) => void;
}) {
  const t = useTranslations("posts.form");
  const { number } = useFormatNumber();
  const audience = usePostAudience(values ?? { target: null, stores: [] }, workspaceId, {
    skip: !values,
  });
  const mode = values?.mode === "SCHEDULE" ? "SCHEDULE" : "NOW";
  const count = audience?.stores ?? 0;
  return (
    <GenericDialog
      open={values !== null}
      onOpenChange={onOpenChange}
      title={
        audience
          ? t(`confirm.title.${editing ? "CHANGE" : mode}`, { count, n: number(count) })
          : t("confirm.counting")
      }
      description={
        audience?.unverified
          ? t("unverifiedWarning", {
              count: audience.unverified,
              n: number(audience.unverified),
            })
          : undefined
      }
      confirmLabel={editing ? t("submitChange") : t(`submit.${mode}`)}
      confirmDisabled={!audience}
      busy={busy}
      onConfirm={() => values && onConfirm(values)}
      contentProps={{ "data-testid": "publish-confirm" }}
    />
  );
}
