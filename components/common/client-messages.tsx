import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGES, pickMessages, type MessageArea } from "@/lib/i18n/client-messages";

/**
 * Sends the browser the messages of one area (lib/i18n/client-messages.ts) for the client
 * components below. It replaces any provider above it: render every client component of the file
 * that uses it inside it.
 */
export async function ClientMessages({
  area,
  children,
}: {
  area: MessageArea;
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CLIENT_MESSAGES[area])}>
      {children}
    </NextIntlClientProvider>
  );
}
