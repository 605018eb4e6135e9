import { ArrowLeft } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { query } from "@/lib/apollo/rsc-client";
import { ConversationThreadQuery } from "@/lib/messages/operations";
import { guardRoute } from "@/lib/navigation/guard";
import { pageColumnClass } from "@/lib/navigation/page-headers";
import { isUuid } from "@/lib/validation/ids";
import { RetiredNotice } from "../_components/retired-notice";
import { ReplyBox } from "./_components/reply-box";
import { Thread } from "./_components/thread";

export async function generateMetadata() {
  const t = await getTranslations("directMessages.thread");
  return { title: t("title") };
}

/** /apps/direct-messages/answer-message?id=: one conversation's thread and the reply box. */
export default async function AnswerMessagePage({
  searchParams,
}: PageProps<"/apps/direct-messages/answer-message">) {
  await guardRoute("/apps/direct-messages/answer-message");
  const { id } = await searchParams;
  if (typeof id !== "string" || !isUuid(id)) notFound();
  // Reading the thread marks it read.
  const { data } = await query({ query: ConversationThreadQuery, variables: { id } });
  if (!data) notFound();
  const t = await getTranslations("directMessages.thread");
  const { conversation, messages } = data.conversation;
  return (
    <div className={pageColumnClass("3xl")}>
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/direct-messages">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <PageHeader
        title={conversation.customerName}
        description={t("store", { store: conversation.storeName })}
      />
      <RetiredNotice state={data.messagesProviderState} />
      <Thread messages={messages} />
      {data.messagesProviderState === "AVAILABLE" ? (
        <ReplyBox
          conversationId={conversation.id}
          customerName={conversation.customerName}
          storeName={conversation.storeName}
          templates={data.messageTemplates}
        />
      ) : null}
    </div>
  );
}
