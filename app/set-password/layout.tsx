import { ClientMessages } from "@/components/common/client-messages";

/** The set-password page is opened from a link, without a session: its form translates on the client. */
export default function SetPasswordLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="setPassword">{children}</ClientMessages>;
}
