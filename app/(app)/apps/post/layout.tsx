import { ClientMessages } from "@/components/common/client-messages";

/** The posts list, calendar and templates' client texts. */
export default function PostsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="posts">{children}</ClientMessages>;
}
