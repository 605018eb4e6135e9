import { ClientMessages } from "@/components/common/client-messages";
import { ApolloLayout } from "@/lib/apollo/layout";

/** The reviews inbox's client texts: replies, templates and auto-replies, and Apollo for what they read and write in the browser. */
export default function ReviewsLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages area="reviews">
      <ApolloLayout>{children}</ApolloLayout>
    </ClientMessages>
  );
}
