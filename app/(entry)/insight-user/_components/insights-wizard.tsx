"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { StepIndicator } from "@/components/onboarding/onboarding-frame";
import { toast } from "@/components/ui/toast";
import { HOME_PATH } from "@/lib/auth/home-redirect";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { endSession } from "@/components/auth/end-session";
import type { HomeData } from "@/lib/insights/home-data";
import { UpdateLeadStepMutation } from "@/lib/onboarding/operations";
import { IncomeEstimator } from "./income-estimator";
import { InsightsPreview } from "./insights-preview";

/** The two steps of /insight-user. Finishing saves lead step user; browser back goes to /login. */
export function InsightsWizard({
  lead,
  data,
  days,
  logoutToken,
}: {
  lead: { userId: string; tenantId: string };
  data: HomeData;
  days: number;
  logoutToken: string;
}) {
  const errors = useTranslations("onboarding.errors");
  const router = useRouter();
  const [step, setStep] = useState<0 | 1>(0);
  const [updateStep, { loading }] = useGraphQLMutation(UpdateLeadStepMutation);

  useEffect(() => {
    // Spec §2: the browser's back button leaves onboarding for /login instead of the countdown.
    // Signing out is what takes a signed-in lead there: /login itself sends them back here, and
    // the next sign-in resumes at this step.
    window.history.pushState({ insightUser: true }, "", window.location.href);
    const onBack = () => void endSession(logoutToken);
    window.addEventListener("popstate", onBack);
    return () => window.removeEventListener("popstate", onBack);
  }, [logoutToken]);

  const finish = async () => {
    try {
      await updateStep({ tenant: lead.tenantId, memberId: lead.userId, step: "user" });
      router.replace(HOME_PATH);
    } catch (error) {
      console.error("updateLeadStep failed", error);
      toast.error(errors("ERROR_UPDATING_USER"));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <StepIndicator screen={step === 0 ? "insights" : "estimator"} />
      {step === 0 ? (
        <InsightsPreview data={data} days={days} onNext={() => setStep(1)} />
      ) : (
        <IncomeEstimator
          metrics={data.locationsReportInsightsAverage}
          finishing={loading}
          onBack={() => setStep(0)}
          onFinish={() => void finish()}
        />
      )}
    </div>
  );
}
