import { ClientMessages } from "@/components/common/client-messages";

/** The marketing data pages' client texts. */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="marketing">{children}</ClientMessages>;
}
