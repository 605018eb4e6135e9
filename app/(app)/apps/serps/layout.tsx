import { ClientMessages } from "@/components/common/client-messages";

/** The saved searches' pages: rank tracking's client texts, which hold theirs. */
export default function SerpsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="rankings">{children}</ClientMessages>;
}
