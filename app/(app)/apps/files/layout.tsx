import { ClientMessages } from "@/components/common/client-messages";

/** The file library's client texts. */
export default function FilesLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="files">{children}</ClientMessages>;
}
