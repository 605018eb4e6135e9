"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { ApplyStoreImportMutation } from "@/lib/store-import/operations";

/** "Apply N changes": one job with the import's changes, then its page with per-store results. */
export function ApplyImportButton({ id, changes }: { id: string; changes: number }) {
  const t = useTranslations("storeImport.preview");
  const router = useRouter();
  const [send, sending] = useGraphQLMutation(ApplyStoreImportMutation);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);

  async function apply() {
    setFailed(false);
    try {
      const answer = await send({ id });
      setStarted(true);
      router.push(`/apps/jobs/${answer.applyStoreImport.id}`);
    } catch {
      setFailed(true);
    }
  }

  const busy = sending.loading || started;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={apply} disabled={busy || changes === 0} aria-busy={busy || undefined}>
        {busy ? t("applying") : t("apply", { count: changes })}
      </Button>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t("applyError")}
        </p>
      ) : null}
    </div>
  );
}
