import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { PackageSummary } from "@/components/media/package-summary";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { MediaJobQuery } from "@/lib/media/operations";
import { guardRoute } from "@/lib/navigation/guard";
import { JobSending } from "./_components/job-sending";
import { isUuid } from "@/lib/validation/ids";

export const generateMetadata = pageMetadata("mediaJobDetails");

/** /apps/media/mediaJobDetails?id=<jobId>: a package's sending, store by store and file by file. */
export default async function MediaJobDetailsPage({
  searchParams,
}: PageProps<"/apps/media/mediaJobDetails">) {
  await guardRoute("/apps/media/mediaJobDetails");
  const { id } = await searchParams;
  if (!isUuid(id)) notFound();
  const [t, { data }] = await Promise.all([
    getTranslations("media.job"),
    query({ query: MediaJobQuery, variables: { id } }),
  ]);
  const media = data?.mediaJob;
  if (!media) notFound();
  const pkg = media.package;
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/media">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader
        title={pkg ? t("title", { name: pkg.name }) : t("untitled")}
        titleClassName="break-words"
      />
      {pkg ? (
        <div className="bg-card rounded-md border p-3">
          <PackageSummary pkg={pkg} title={<span className="sr-only">{pkg.name}</span>} />
        </div>
      ) : null}
      <JobSending jobId={media.job.id} />
    </div>
  );
}
