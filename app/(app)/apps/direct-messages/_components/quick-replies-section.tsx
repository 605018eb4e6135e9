import { query } from "@/lib/apollo/rsc-client";
import { MessageTemplatesQuery } from "@/lib/messages/operations";
import { QuickRepliesManager } from "./quick-replies";

/** The tenant's quick replies, read on the server and managed in place. */
export async function QuickReplies() {
  const { data } = await query({ query: MessageTemplatesQuery });
  return <QuickRepliesManager templates={data?.messageTemplates ?? []} error={!data} />;
}
