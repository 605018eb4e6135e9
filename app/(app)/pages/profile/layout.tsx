import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The profile page's client texts, and Apollo for what they read and write in the browser. */
export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="profile">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
