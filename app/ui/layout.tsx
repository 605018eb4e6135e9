import { NextIntlClientProvider } from "next-intl";

/** The component gallery's demos translate on the client. */
export default function UiLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
