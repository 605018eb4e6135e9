import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The posts list, calendar and templates' client texts, and Apollo for what they read and write in the browser. */
export default function PostsLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="posts">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
