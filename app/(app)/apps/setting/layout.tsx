import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The settings page's client texts, and Apollo for what they read and write in the browser. */
export default function SettingLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="setting">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
