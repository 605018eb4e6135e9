import { ClientMessages } from "@/components/common/client-messages";

/** The reviews inbox's client texts: replies, templates and auto-replies. */
export default function ReviewsLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages area="reviews">{children}</ClientMessages>;
}
