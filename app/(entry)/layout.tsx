import { NextIntlClientProvider } from "next-intl";

/** Onboarding pages: their forms and charts translate on the client. */
export default function EntryLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
