import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { query } from "@/lib/apollo/rsc-client";
import { guardRoute } from "@/lib/navigation/guard";
import { ProfileForm } from "./_components/profile-form";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { SettingProfile } from "@/lib/profile/operations";

export const generateMetadata = pageMetadata("setting");

/** My profile (spec §2 /apps/setting, opened from the user menu). */
export default async function SettingPage() {
  await guardRoute("/apps/setting");
  const [t, { data }] = await Promise.all([
    getTranslations("profile"),
    query({ query: SettingProfile }),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <PageHeader
        title={t("setting.title")}
        description={t("setting.description")}
        titleClassName="text-2xl"
      />
      {data ? <ProfileForm profile={data.profile} /> : <p role="alert">{t("loadFailed")}</p>}
    </div>
  );
}
