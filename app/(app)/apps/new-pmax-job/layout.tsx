import { ClientMessages } from "@/components/common/client-messages";

/** The ads pages' client texts. */
export default function AdsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="ads">{children}</ClientMessages>;
}
