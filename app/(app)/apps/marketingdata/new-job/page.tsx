import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { Button } from "@/components/ui/button";
import { allowedExtractRange } from "@/lib/marketing/dates";
import { guardRoute } from "@/lib/navigation/guard";
import { NewJobForm } from "./_components/new-job-form";

export async function generateMetadata() {
  const t = await getTranslations("marketing.form");
  return { title: t("title") };
}

/** /apps/marketingdata/new-job: metrics, stores, days and destination of a new extract job. */
export default async function NewExtractJobPage() {
  await guardRoute("/apps/marketingdata/new-job");
  const [t, workspace] = await Promise.all([
    getTranslations("marketing.form"),
    selectedWorkspace(),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/marketingdata">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <NewJobForm workspace={workspace} range={allowedExtractRange()} />
    </div>
  );
}
