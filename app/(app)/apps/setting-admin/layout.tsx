import { ClientMessages } from "@/components/common/client-messages";

/** The admin settings' client texts: users, roles, maintenance. */
export default function SettingAdminLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="settingAdmin">{children}</ClientMessages>;
}
