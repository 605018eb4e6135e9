import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { parseTableState } from "@/components/data-table/url-state";
import { guardRoute } from "@/lib/navigation/guard";
import { ConversationsList } from "./_components/conversations-list";
import { CONVERSATIONS_TABLE } from "./_components/conversations-table-config";
import { QuickReplies } from "./_components/quick-replies-section";

export async function generateMetadata() {
  const t = await getTranslations("directMessages");
  return { title: t("title") };
}

/** /apps/direct-messages: the tenant's conversations, newest first; each opens its thread. */
export default async function DirectMessagesPage({
  searchParams,
}: PageProps<"/apps/direct-messages">) {
  await guardRoute("/apps/direct-messages");
  const state = parseTableState(await searchParams, CONVERSATIONS_TABLE);
  return (
    <ModulePage path="/apps/direct-messages">
      <Suspense fallback={null}>
        <ConversationsList state={state} />
      </Suspense>
      <Suspense fallback={null}>
        <QuickReplies />
      </Suspense>
    </ModulePage>
  );
}
