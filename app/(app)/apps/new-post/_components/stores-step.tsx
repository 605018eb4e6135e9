"use client";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { PostFormLocationsQuery } from "@/lib/posts/operations";
import type { PostFormValues } from "./post-form-values";
import { usePostAudience } from "./use-post-audience";
import { POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/**
 * Step 4: every store of the selected workspace (or of the workspace a saved post went to), or
 * stores searched and chosen here, never one of them by default; the count says how many the post
 * goes to, and a warning how many of them are not verified (the maps service refuses their posts).
 */
export function StoresStep({ workspace }: { workspace: TargetWorkspace | null }) {
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
  const { number } = useFormatNumber();
  const { control, clearErrors } = useFormContext<PostFormValues>();
  const [target, stores] = useWatch({ control, name: ["target", "stores"] });
  const audience = usePostAudience({ target, stores }, workspace?.id ?? null);
  const count =
    target === "workspace"
      ? (workspace?.totalLocations ?? 0)
      : target === "stores"
        ? stores.length
        : 0;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <StoreTargetField
        control={control}
        workspace={workspace}
        legend={t("storesLegend")}
        chosenLabel={t("chosenStores")}
        message={(key) => message.key(key)}
        // "Choose where the post goes" is answered once a target is chosen.
        onTargetChange={() => clearErrors("stores")}
        query={PostFormLocationsQuery}
        storesOf={(data) => data.postLocations}
      />
      <p className="text-sm font-medium" aria-live="polite" data-testid="store-count">
        {t("goesTo", { count })}
      </p>
      {audience?.unverified ? (
        <p
          className="border-warning bg-warning/10 rounded-md border p-3 text-sm"
          data-testid="unverified-warning"
        >
          {t("unverifiedWarning", {
            count: audience.unverified,
            n: number(audience.unverified),
          })}
        </p>
      ) : null}
    </div>
  );
}
