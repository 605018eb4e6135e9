import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/toast";
import { localeMeta, type Locale } from "@/lib/i18n/config";
import { documentTitle } from "@/lib/i18n/page-title";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  const appName = t("common.appName");
  // Pages give their own name (lib/i18n/page-metadata); the tab reads "Home · StorePlus".
  return {
    title: { default: appName, template: documentTitle("%s", appName) },
    description: t("meta.description"),
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("ui.toast");
  return (
    <html lang={locale} dir={localeMeta[locale].dir}>
      <body className="bg-background text-foreground min-h-screen font-sans antialiased">
        {/* The client-side translator is provided by the layouts whose client parts need it
            (signed-in shell, onboarding), not here: the sign-in page ships without it. */}
        {children}
        <Toaster labels={{ region: t("region"), close: t("close") }} />
      </body>
    </html>
  );
}
