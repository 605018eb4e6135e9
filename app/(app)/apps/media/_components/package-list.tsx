import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/feedback/empty-state";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { ProgressBar } from "@/components/jobs/progress-bar";
import { PackageSummary } from "@/components/media/package-summary";
import { Pager } from "@/components/pager";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import type { MediaPackageItemFragment } from "@/lib/graphql/generated/client/graphql";
import { MediaPackagesQuery } from "@/lib/media/operations";
import { PackageActions } from "./package-actions";

/** Spec §9: lists page by 10. */
export const PACKAGES_PAGE_SIZE = 10;

/** One page of packages (dismissed ones too when asked), each with its sending and actions. */
export async function PackageList({ page, dismissed }: { page: number; dismissed: boolean }) {
  const t = await getTranslations("media");
  const { data } = await query({
    query: MediaPackagesQuery,
    variables: {
      includeDismissed: dismissed,
      limit: PACKAGES_PAGE_SIZE,
      offset: (page - 1) * PACKAGES_PAGE_SIZE,
    },
  });
  const packages = data?.mediaPackages.items ?? [];
  const total = data?.mediaPackages.total ?? 0;
  const toggle = (
    <Button asChild variant="ghost" size="sm" className="self-end">
      <Link href={dismissed ? "/apps/media" : "/apps/media?dismissed=1"}>
        {dismissed ? t("hideDismissed") : t("showDismissed")}
      </Link>
    </Button>
  );
  if (total === 0)
    return (
      <div className="flex flex-col gap-2">
        {toggle}
        <EmptyState
          title={t("empty.title")}
          description={t("empty.description")}
          action={
            <Button asChild>
              <Link href="/apps/media/newMediaUpload">{t("empty.action")}</Link>
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {toggle}
      <ul className="flex flex-col gap-3" aria-label={t("list.label")}>
        {packages.map((pkg) => (
          <PackageItem key={pkg.id} pkg={pkg} />
        ))}
      </ul>
      <Pager
        page={page}
        pages={Math.ceil(total / PACKAGES_PAGE_SIZE)}
        basePath={dismissed ? "/apps/media?dismissed=1" : "/apps/media"}
      />
    </div>
  );
}

async function PackageItem({ pkg }: { pkg: MediaPackageItemFragment }) {
  const [t, tj] = await Promise.all([getTranslations("media"), getTranslations("jobs")]);
  const job = pkg.job;
  return (
    <li
      data-testid="media-package"
      className="bg-card flex min-w-0 flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <PackageSummary pkg={pkg} />
        {job ? (
          <div className="flex max-w-md flex-col gap-1">
            <div className="flex items-center gap-2">
              <JobStatusBadge status={job.status} label={tj(`status.${job.status}`)} />
              <span className="text-muted-foreground text-xs">
                {tj(job.status === "DONE" ? "finished" : "running", {
                  done: job.done,
                  failed: job.failed,
                  total: job.total,
                })}
              </span>
            </div>
            <ProgressBar
              done={job.done}
              failed={job.failed}
              total={job.total}
              label={tj("progress")}
            />
          </div>
        ) : (
          <span className="text-muted-foreground text-xs">{t("list.noJob")}</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        {job ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/apps/media/mediaJobDetails?id=${job.id}`}>{t("list.details")}</Link>
          </Button>
        ) : null}
        <PackageActions
          pkg={{
            id: pkg.id,
            name: pkg.name,
            dismissed: Boolean(pkg.dismissedAt),
            links: pkg.links,
          }}
        />
      </div>
    </li>
  );
}
