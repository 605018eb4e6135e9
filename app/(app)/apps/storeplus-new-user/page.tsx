import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { query } from "@/lib/apollo/rsc-client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { NewUserForm } from "./_components/new-user-form";
import { NewUserRolesQuery } from "@/lib/admin/operations/users";

export const generateMetadata = pageMetadata("newUser");

/** /apps/storeplus-new-user: an admin creates a StorePlus user and gets the set-password link. */
export default async function NewUserPage() {
  await guardRoute("/apps/storeplus-new-user");
  const [t, { data }] = await Promise.all([
    getTranslations("admin.newUser"),
    query({ query: NewUserRolesQuery }),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      {data?.roles ? (
        <NewUserForm roles={data.roles} />
      ) : (
        <p role="alert" className="text-destructive text-sm">
          {t("loadFailed")}
        </p>
      )}
    </div>
  );
}
