import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LanguageMenu } from "@/components/language-menu";
import { DataDemos } from "./_components/data-demos";
import { FeedbackDemos } from "./_components/feedback-demos";
import { FormDemo } from "./_components/form-demo";
import { OverlayDemos } from "./_components/overlay-demos";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ui.gallery");
  return { title: t("title"), robots: { index: false } };
}

/** Template demo route (spec §2 "/ui/"): every primitive on one page, for review and screenshots. */
export default async function UiComponentsPage() {
  const t = await getTranslations("ui.gallery");
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-10 p-6 sm:p-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("description")}</p>
        </div>
        <LanguageMenu />
      </header>
      <DataDemos />
      <FormDemo />
      <OverlayDemos />
      <FeedbackDemos />
    </main>
  );
}
