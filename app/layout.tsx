import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import { Toaster } from "@/components/ui/toast";
import { localeMeta, type Locale } from "@/lib/i18n/config";
import "./globals.css";

export const metadata: Metadata = {
  title: "StorePlus",
  description: "Manage the listings of all your stores.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale} dir={localeMeta[locale].dir}>
      <body className="bg-background text-foreground min-h-screen font-sans antialiased">
        <NextIntlClientProvider>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
