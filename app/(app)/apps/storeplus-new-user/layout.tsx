import { ClientMessages } from "@/components/common/client-messages";

/** The new-user form's client texts. */
export default function NewUserLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="newUser">{children}</ClientMessages>;
}
