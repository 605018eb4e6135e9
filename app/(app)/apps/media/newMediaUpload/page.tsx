import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { PackageForm } from "./_components/package-form";

export const generateMetadata = pageMetadata("newMediaUpload");

/** /apps/media/newMediaUpload: a package's name, category, files and stores, then its sending. */
export default async function NewMediaUploadPage() {
  await guardRoute("/apps/media/newMediaUpload");
  const [t, workspace] = await Promise.all([getTranslations("media.form"), selectedWorkspace()]);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/media">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <PackageForm workspace={workspace} />
    </div>
  );
}
