import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { Button } from "@/components/ui/button";
import { guardRoute } from "@/lib/navigation/guard";
import { RankingForm } from "./_components/ranking-form";

export async function generateMetadata() {
  const t = await getTranslations("rankings.form");
  return { title: t("title") };
}

/** /apps/rankingJobs/new-ranking: stores, keywords, competitors, device, frequency and grid. */
export default async function NewRankingPage() {
  await guardRoute("/apps/rankingJobs/new-ranking");
  const [t, workspace] = await Promise.all([getTranslations("rankings.form"), selectedWorkspace()]);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/rankingJobs">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <RankingForm workspace={workspace} />
    </div>
  );
}
