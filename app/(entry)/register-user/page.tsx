import { redirect } from "next/navigation";
import { OnboardingFrame } from "@/components/onboarding/onboarding-frame";
import { HOME_PATH } from "@/lib/auth/home-redirect";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { getCurrentUser } from "@/lib/auth/session";
import { getPublicConfig } from "@/lib/config/public";
import { getDb } from "@/lib/db/client";
import { getLeadProfile } from "@/lib/onboarding/queries";
import { RegisterWizard } from "./_components/register-wizard";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("registerUser");

/** /register-user: step 0 (user info) at lead step info, step 1 (locations) at step locations. */
export default async function RegisterUserPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (!user.isLeads) redirect("/");
  // Leads past this page go on where `/` would send them instead of redoing a finished step.
  if (user.leadStep === "insights") redirect("/insight-user");
  if (user.leadStep === "user") redirect(HOME_PATH);
  const { salesContactEmail, supportPhone } = getPublicConfig();
  return (
    <OnboardingFrame>
      <RegisterWizard
        initialStep={user.leadStep === "locations" ? 1 : 0}
        lead={{ userId: user.id, tenantId: user.tenantId!, email: user.email }}
        defaults={await getLeadProfile(await getDb(), user.id)}
        contact={{ salesContactEmail, supportPhone }}
        logoutToken={logoutTokenFor(user.id, user.sessionVersion)}
      />
    </OnboardingFrame>
  );
}
