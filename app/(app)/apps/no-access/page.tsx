import { FreeTrialLock } from "@/components/shell/free-trial-lock";
import { guardRoute } from "@/lib/navigation/guard";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("noAccess");

/** Shown to trial users in place of a locked module (spec §2 /apps/no-access). */
export default async function NoAccessPage() {
  await guardRoute("/apps/no-access");
  return <FreeTrialLock module="generic" />;
}
