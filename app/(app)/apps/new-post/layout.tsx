import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The post editor's client texts, and Apollo for what they read and write in the browser. */
export default function NewPostLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="newPost">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
