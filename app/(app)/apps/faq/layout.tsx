import { ClientMessages } from "@/components/common/client-messages";

/** The questions pages' client texts: the list, the answer forms and the FAQ form. */
export default function FaqLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="faq">{children}</ClientMessages>;
}
