import { ArrowLeft } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { guardRoute } from "@/lib/navigation/guard";
import { SerpForm } from "./_components/serp-form";

export async function generateMetadata() {
  const t = await getTranslations("rankings.serps.form");
  return { title: t("title") };
}

/** /apps/serps/new-serp: keyword, the sites to watch, language, where from, device and frequency. */
export default async function NewSerpPage() {
  await guardRoute("/apps/serps/new-serp");
  const [t, locale, workspace] = await Promise.all([
    getTranslations("rankings.serps.form"),
    getLocale(),
    selectedWorkspace(),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/serps">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <SerpForm language={locale} workspaceId={workspace?.id ?? null} />
    </div>
  );
}
