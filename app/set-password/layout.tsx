import { NextIntlClientProvider } from "next-intl";

/** The set-password page is opened from a link, without a session: its form translates on the client. */
export default function SetPasswordLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
