import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import type { AdminMapsProjectFragment } from "@/lib/graphql/generated/client/graphql";
import { ShareForm } from "../lazy-tabs";

/** Each project's background share beside the lanes' use: the most of a minute syncs may take. */
export async function ProjectSharesCard({ projects }: { projects: AdminMapsProjectFragment[] }) {
  const t = await getTranslations("admin.quotas");
  return (
    <SectionCard title={t("sharesTitle")} description={t("sharesDescription")}>
      <ul className="divide-y rounded-md border" aria-label={t("sharesTitle")}>
        {projects.map((project) => (
          <li
            key={project.id}
            data-testid="quota-project"
            data-project={project.id}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col sm:pt-1.5">
              <span className="truncate font-medium">{project.id}</span>
              <span className="text-muted-foreground text-xs">
                {project.backgroundShareSet
                  ? t("shareSet", { percent: project.backgroundSharePercent })
                  : t("shareDefault", { percent: project.backgroundSharePercent })}
              </span>
            </div>
            <ShareForm
              project={project.id}
              percent={project.backgroundShareSet ? project.backgroundSharePercent : null}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
