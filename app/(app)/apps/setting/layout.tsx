import { ClientMessages } from "@/components/common/client-messages";

/** The settings page's client texts. */
export default function SettingLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="setting">{children}</ClientMessages>;
}
