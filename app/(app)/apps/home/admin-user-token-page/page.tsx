import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { guardRoute } from "@/lib/navigation/guard";
import { TokenIssuer } from "./_components/token-issuer";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("adminToken");

/** Admins issue an API token for themselves (spec §2 /apps/home/admin-user-token-page). */
export default async function AdminUserTokenPage() {
  const user = await guardRoute("/apps/home/admin-user-token-page");
  const t = await getTranslations("shell.apiToken");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <PageHeader
        title={t("title")}
        description={t("description", { email: user.email })}
        titleClassName="text-2xl"
      />
      <TokenIssuer />
    </div>
  );
}
