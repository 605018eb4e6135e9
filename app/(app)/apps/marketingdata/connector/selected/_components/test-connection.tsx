"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PlugZap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";
import type { ConnectorType } from "@/lib/graphql/generated/client/graphql";
import { TestConnectorMutation } from "@/lib/marketing/operations";
import { connectorTestFailure } from "@/lib/marketing/statuses";

/** Tries the destination for real; the outcome shows here and becomes the connector's state. */
export function TestConnection({
  type,
  lastError,
}: {
  type: ConnectorType;
  lastError: string | null;
}) {
  const t = useTranslations("marketing.connectors");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; error: string | null } | null>(null);
  async function test() {
    setBusy(true);
    try {
      const data = await requestGraphQL(TestConnectorMutation, { type });
      setOutcome(data.testConnector);
      if (data.testConnector.ok) toast.success(t("testOk"));
      router.refresh();
    } catch (error) {
      const limited = error instanceof GraphQLRequestError && error.code === "RATE_LIMITED";
      toast.error(t(limited ? "testRateLimited" : "saveError"));
    } finally {
      setBusy(false);
    }
  }
  const error = outcome ? outcome.error : lastError;
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={test} disabled={busy} aria-busy={busy || undefined} className="self-start">
        <PlugZap aria-hidden />
        {t("test")}
      </Button>
      <p role="status" className="text-sm">
        {outcome?.ok ? <span className="text-success">{t("testOk")}</span> : null}
        {error && !outcome?.ok ? (
          <span className="text-destructive break-words">
            {t("testFailed", { error: t(`testError.${connectorTestFailure(error)}`) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
