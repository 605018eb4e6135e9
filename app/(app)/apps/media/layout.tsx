import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The media pages' client texts: packages, uploads and their jobs, and Apollo for what they read and write in the browser. */
export default function MediaLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="media">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
