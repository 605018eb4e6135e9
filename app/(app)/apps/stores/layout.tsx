import { ClientMessages } from "@/components/common/client-messages";

/** The store list's and store edit pages' client texts. */
export default function StoresLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="stores">{children}</ClientMessages>;
}
