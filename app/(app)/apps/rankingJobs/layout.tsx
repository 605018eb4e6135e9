import { ClientMessages } from "@/components/common/client-messages";

/** The rankings pages' client texts. */
export default function RankingsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="rankings">{children}</ClientMessages>;
}
