import { ClientMessages } from "@/components/common/client-messages";

/** The notifications page's client texts: the list's and the push preferences'. */
export default function NotificationsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="notifications">{children}</ClientMessages>;
}
