"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ReportFiltersInput } from "@/lib/graphql/generated/client/graphql";
import { refetchGraphQLQueries, useGraphQLMutation } from "@/lib/http/use-graphql";
import { SHARE_LINK_DAYS } from "@/lib/reports/constants";
import { SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS } from "./share-messages";
import { CreateReportShareLinkMutation, ReportSharingListsQuery } from "@/lib/reports/operations";

/** The server's rule for the expiry, with zod: loaded as the dialog opens, not with the page. */
const loadExpiryRule = () =>
  import("@/lib/reports/schema").then((m) => m.shareLinkSchema.pick({ expiresInDays: true }));

/** Creates a read-only link to the report of these filters and shows it once, to copy. */
export function ShareLinkDialog({
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
  const [create, { loading }] = useGraphQLMutation(CreateReportShareLinkMutation);
  const rules = useZodRules(loadExpiryRule);

  async function send() {
    const expiresInDays = Number(days);
    // Sent before the rule arrived: it is the same import, answered once it has.
    const rule = rules.schema ?? (await loadExpiryRule());
    const checked = rule.safeParse({ expiresInDays });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    const result = await create({ filters, expiresInDays }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const created = result.data?.createReportShareLink.url;
    if (created) {
      setUrl(created);
      refetchGraphQLQueries(ReportSharingListsQuery);
    } else toast.error(shareMessage(result.error));
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
