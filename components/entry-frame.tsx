import { getTranslations } from "next-intl/server";
import { BrandMark } from "@/components/feedback/brand-mark";
import { LanguageMenu } from "@/components/language-menu";

/** The frame of the pages shown outside the signed-in shell: the logo, the language menu, content centred. */
export async function EntryFrame({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <main className="bg-muted/40 relative flex min-h-screen items-center justify-center px-4 pt-16 pb-4">
      <div className="absolute inset-x-0 top-0 flex items-center justify-between gap-2 p-3">
        <span role="img" aria-label={t("appName")} className="flex items-center gap-2">
          <BrandMark className="size-8" />
          <span aria-hidden className="text-lg font-semibold tracking-tight">
            {t("appName")}
          </span>
        </span>
        <LanguageMenu />
      </div>
      {children}
    </main>
  );
}
