import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The new-user form's client texts, and Apollo for what they read and write in the browser. */
export default function NewUserLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="newUser">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
