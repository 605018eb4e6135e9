"use client";

import { useMutation } from "@apollo/client/react";
import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ReportFiltersInput } from "@/lib/graphql/generated/client/graphql";
import { SHARE_LINK_DAYS, shareLinkSchema } from "@/lib/reports/schema";
import { SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS } from "./share-messages";
import { CreateReportShareLinkMutation } from "@/lib/reports/operations";
import { withApollo } from "@/lib/apollo/with-apollo";

/** Creates a read-only link to the report of these filters and shows it once, to copy. */
/** Loaded when opened, with Apollo: the report page itself loads none. */
export const ShareLinkDialog = withApollo(ShareLinkDialogBody);

function ShareLinkDialogBody({
  filters,
  onClose,
}: {
  filters: ReportFiltersInput;
  onClose: () => void;
}) {
  const t = useTranslations("reportSharing.linkDialog");
  const shareMessage = useApiErrorMessage(SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS);
  const [days, setDays] = useState(String(SHARE_LINK_DAYS.default));
  const [problem, setProblem] = useState<string | undefined>();
  const [url, setUrl] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateReportShareLinkMutation, {
    refetchQueries: ["ReportSharingLists"],
  });

  async function send() {
    const expiresInDays = Number(days);
    const checked = shareLinkSchema.shape.expiresInDays.safeParse(expiresInDays);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    const result = await create({ variables: { filters, expiresInDays } }).catch(
      (error: unknown) => ({ data: undefined, error }),
    );
    const created = result.data?.createReportShareLink.url;
    if (created) setUrl(created);
    else toast.error(shareMessage(result.error));
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).catch(() => undefined);
    toast.success(t("copied"));
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title")}
      description={t("description", { days: String(filters.days) })}
      confirmLabel={url ? undefined : t("create")}
      busy={loading}
      onConfirm={() => void send()}
      contentProps={{ "data-testid": "share-link-dialog" }}
    >
      {url ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{t("created")}</p>
          <Field>
            <FieldLabel>{t("link")}</FieldLabel>
            <div className="flex gap-2">
              <FieldControl>
                <Input readOnly value={url} onFocus={(event) => event.target.select()} />
              </FieldControl>
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden />
                {t("copy")}
              </Button>
            </div>
          </Field>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field invalid={Boolean(problem)}>
            <FieldLabel>{t("expiry")}</FieldLabel>
            <FieldControl>
              <Input
                type="number"
                min={SHARE_LINK_DAYS.min}
                max={SHARE_LINK_DAYS.max}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </FieldControl>
            <FieldError errors={[{ message: shareMessage.key(problem) }]} />
          </Field>
        </form>
      )}
    </GenericDialog>
  );
}
