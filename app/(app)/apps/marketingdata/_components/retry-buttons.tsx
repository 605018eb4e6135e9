"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";
import { RetryExtractJobMutation } from "@/lib/marketing/operations";

/** Runs a failed job again, from its failed step or from the start. */
export function RetryButtons({ id }: { id: string }) {
  const t = useTranslations("marketing");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry(fromStart: boolean) {
    setBusy(true);
    try {
      await requestGraphQL(RetryExtractJobMutation, { id, fromStart });
      toast.success(t("detail.retried"));
      router.refresh();
    } catch (error) {
      const code = error instanceof GraphQLRequestError ? error.issues[0]?.message : undefined;
      toast.error(
        code === "NOT_RETRYABLE" ? t("validation.NOT_RETRYABLE") : t("detail.retryError"),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button onClick={() => retry(false)} disabled={busy} aria-busy={busy || undefined}>
        <RotateCcw aria-hidden />
        {t("detail.retry")}
      </Button>
      <Button variant="outline" onClick={() => retry(true)} disabled={busy}>
        {t("detail.retryFromStart")}
      </Button>
    </>
  );
}
