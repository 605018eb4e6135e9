"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { CodeDisplay } from "@/components/common/code-display";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { RotateWebhookSecretMutation } from "@/lib/alerts/operations";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

/** The tenant's webhook signing secret: masked, rotated by the ADMIN, shown whole once. */
export function WebhookSecretCard({ masked, rotatedAt }: { masked: string; rotatedAt: string }) {
  const t = useTranslations("alerts.secret");
  const format = useFormatter();
  const errorMessage = useApiErrorMessage("alerts.errors");
  const [rotate, { loading }] = useGraphQLMutation(RotateWebhookSecretMutation);
  const [current, setCurrent] = useState({ masked, rotatedAt, secret: null as string | null });
  const [problem, setProblem] = useState<string | null>(null);

  async function onRotate() {
    if (!window.confirm(t("confirm"))) return;
    setProblem(null);
    try {
      const { rotateWebhookSecret } = await rotate({});
      setCurrent({
        masked: rotateWebhookSecret.masked,
        rotatedAt: String(rotateWebhookSecret.rotatedAt),
        secret: rotateWebhookSecret.secret ?? null,
      });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <SectionCard
      title={t("title")}
      description={t("description")}
      busy={loading}
      action={
        <Button type="button" variant="outline" onClick={onRotate} disabled={loading}>
          {t("rotate")}
        </Button>
      }
    >
      <dl className="flex flex-col gap-1 text-sm">
        <dt className="text-muted-foreground">{t("current")}</dt>
        <dd className="font-mono" data-testid="webhook-secret-masked">
          {current.masked}
        </dd>
        <dd className="text-muted-foreground">
          {t("rotatedAt", {
            date: format.dateTime(new Date(current.rotatedAt), {
              dateStyle: "medium",
              timeStyle: "short",
            }),
          })}
        </dd>
      </dl>
      {current.secret ? (
        <div role="status" className="mt-3 flex flex-col gap-2 text-sm">
          <p>{t("rotated")}</p>
          <CodeDisplay code={current.secret} label={t("current")} />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive mt-3 text-sm">
          {problem}
        </p>
      ) : null}
    </SectionCard>
  );
}
