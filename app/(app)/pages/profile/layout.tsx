import { ClientMessages } from "@/components/common/client-messages";

/** The profile page's client texts. */
export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="profile">{children}</ClientMessages>;
}
