import { ClientMessages } from "@/components/common/client-messages";

/** The media pages' client texts: packages, uploads and their jobs. */
export default function MediaLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="media">{children}</ClientMessages>;
}
