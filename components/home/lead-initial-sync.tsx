"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { SYNC_MONTHS } from "@/lib/constants";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { SetupInitialQAMutation, SetupInitialReviewsMutation } from "@/lib/onboarding/operations";

/**
 * Spec §4: a lead at step user triggers the initial review and Q&A syncs on first load when they
 * have not run yet; the page reloads its data afterwards. Failures are only reported (spec §8).
 */
export function LeadInitialSync({
  userId,
  tenantId,
  reviews,
  qa,
}: {
  userId: string;
  tenantId: string;
  reviews: boolean;
  qa: boolean;
}) {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const vars = { userId, tenant: tenantId };
    void Promise.allSettled([
      reviews
        ? requestGraphQL(SetupInitialReviewsMutation, { ...vars, month: SYNC_MONTHS.leadReviews })
        : null,
      qa ? requestGraphQL(SetupInitialQAMutation, vars) : null,
    ]).then((results) => {
      for (const result of results)
        if (result.status === "rejected") console.error("initial sync failed", result.reason);
      router.refresh();
    });
  }, [userId, tenantId, reviews, qa, router]);
  return null;
}
