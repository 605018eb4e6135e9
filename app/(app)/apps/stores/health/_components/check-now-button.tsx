"use client";
import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { CheckListingHealthMutation } from "@/lib/listing-health/operations";

/** Starts a check of every store; the page reads itself again while the answers arrive. */
export function CheckNowButton() {
  const t = useTranslations("listingHealth");
  const errorText = useApiErrorMessage("listingHealth.errors");
  const router = useRouter();
  const [check, { loading }] = useGraphQLMutation(CheckListingHealthMutation);
  const [watching, setWatching] = useState(false);

  async function start() {
    try {
      await check({});
      toast.success(t("checkStarted"));
    } catch (error) {
      if (apiErrorDetails(error).code === "CONFLICT") toast.info(t("checkRunning"));
      else return void toast.error(errorText(error));
    }
    setWatching(true);
    router.refresh();
    // The page refreshes itself for a minute: long enough for a chain's check to show its first
    // stores; the rest shows on the next visit.
    window.setTimeout(() => setWatching(false), 60_000);
  }

  return (
    <>
      <AutoRefresh active={watching} everyMs={3000} />
      <Button onClick={start} disabled={loading} aria-busy={loading || undefined}>
        <RefreshCw aria-hidden />
        {t("checkNow")}
      </Button>
    </>
  );
}
