import { ClientMessages } from "@/components/common/client-messages";

/** The post editor's client texts. */
export default function NewPostLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="newPost">{children}</ClientMessages>;
}
