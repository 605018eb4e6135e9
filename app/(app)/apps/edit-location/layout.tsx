import { ClientMessages } from "@/components/common/client-messages";

/** The edit-location page's client texts: the store chooser, the link and the proposals. */
export default function EditLocationLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="geolocation">{children}</ClientMessages>;
}
