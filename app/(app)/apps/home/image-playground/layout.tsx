import { ClientMessages } from "@/components/common/client-messages";

/** The image playground's client texts. */
export default function ImagePlaygroundLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="imagePlayground">{children}</ClientMessages>;
}
