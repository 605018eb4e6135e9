import { redirect } from "next/navigation";
import { OnboardingFrame } from "@/components/onboarding/onboarding-frame";
import { homeRedirect } from "@/lib/auth/home-redirect";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { getCurrentUser } from "@/lib/auth/session";
import { homeRanges } from "@/lib/insights/queries";
import { loadHomeData } from "@/lib/insights/home-data";
import { InsightsWizard } from "./_components/insights-wizard";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("insightUser");

const DAY_MS = 86_400_000;

/** /insight-user: the preview of the imported data, then the income estimator. */
export default async function InsightUserPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (!user.isLeads || user.leadStep !== "insights") redirect(homeRedirect(user));
  const data = await loadHomeData();
  const { current } = homeRanges();
  const days = Math.round((Date.parse(current.end) - Date.parse(current.start)) / DAY_MS) + 1;
  return (
    <OnboardingFrame wide>
      <InsightsWizard
        lead={{ userId: user.id, tenantId: user.tenantId! }}
        data={data}
        days={days}
        logoutToken={logoutTokenFor(user.id, user.sessionVersion)}
      />
    </OnboardingFrame>
  );
}
