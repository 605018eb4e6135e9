import { ClientMessages } from "@/components/common/client-messages";

/** The direct messages pages' client texts. */
export default function DirectMessagesLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="directMessages">{children}</ClientMessages>;
}
