import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The admin settings' client texts: users, roles, maintenance, and Apollo for what they read and write in the browser. */
export default function SettingAdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="settingAdmin">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
