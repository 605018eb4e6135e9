import { ClientMessages } from "@/components/common/client-messages";

/** Onboarding pages: their forms and charts translate on the client. */
export default function EntryLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="entry">{children}</ClientMessages>;
}
