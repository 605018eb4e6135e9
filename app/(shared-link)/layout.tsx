import { NextIntlClientProvider } from "next-intl";

/** Pages opened by a media share link, without an account: their upload form translates on the client. */
export default function SharedLinkLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
