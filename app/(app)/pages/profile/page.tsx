import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { query } from "@/lib/apollo/rsc-client";
import { ROLE } from "@/lib/auth/permissions";
import { guardRoute } from "@/lib/navigation/guard";
import { ProfileTabs } from "./_components/profile-tabs";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { ProfilePageData, ProfileTenantClients } from "@/lib/profile/operations";

export const generateMetadata = pageMetadata("profile");

/** /pages/profile (spec §2): tabs profile, keywords, vertical, clients, GBP clients. */
export default async function ProfilePage() {
  const user = await guardRoute("/pages/profile");
  const isAdmin = user.roles.includes(ROLE.ADMIN);
  const [t, main, clients] = await Promise.all([
    getTranslations("profile"),
    query({ query: ProfilePageData }),
    isAdmin ? query({ query: ProfileTenantClients }) : null,
  ]);
  if (!main.data)
    return (
      <p role="alert" className="p-8">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <PageHeader title={t("page.title")} titleClassName="text-2xl" />
      <ProfileTabs
        profile={{ ...main.data.profile, tenant: user.tenantName, roles: user.roles }}
        details={main.data.profileDetails}
        gbpClients={main.data.gbpClients}
        tenantClients={isAdmin ? (clients?.data?.tenantClients ?? []) : null}
      />
    </div>
  );
}
