import { ClientMessages } from "@/components/common/client-messages";

/** The reports page's client texts: filters, charts and sharing. */
export default function ReportsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="reports">{children}</ClientMessages>;
}
