import { getLocale, getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { QuestionQuery } from "@/lib/questions/operations";
import { isUuid } from "@/lib/validation/ids";
import { FaqPageFrame } from "../_components/faq-page-frame";
import { RetiredNotice } from "../_components/retired-notice";
import { AnswerForm } from "./_components/answer-form";

export const generateMetadata = pageMetadata("answerQuestion");

/** /apps/faq/answer-question?id=: one question, its answers, and the business's answer to send. */
export default async function AnswerQuestionPage({
  searchParams,
}: PageProps<"/apps/faq/answer-question">) {
  await guardRoute("/apps/faq/answer-question");
  const [params, t, locale] = await Promise.all([
    searchParams,
    getTranslations("faq.form"),
    getLocale(),
  ]);
  const id = typeof params.id === "string" ? params.id : "";
  const { data } = isUuid(id)
    ? await query({ query: QuestionQuery, variables: { id } })
    : { data: undefined };
  const question = data?.question;
  const service = data?.questionsService;
  return (
    <FaqPageFrame title={t("title")} description={t("description")}>
      {!question ? (
        <p role="alert" className="text-muted-foreground">
          {id ? t("notFound") : t("missingId")}
        </p>
      ) : (
        <>
          {service && !service.available && service.retiredOn ? (
            <RetiredNotice retiredOn={service.retiredOn} />
          ) : null}
          <dl className="bg-muted/40 grid gap-x-4 gap-y-2 rounded-md border p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t("question")}</dt>
            <dd className="break-words" data-testid="question-text">
              {question.text}
            </dd>
            <dd className="text-muted-foreground sm:col-start-2">
              {t("asked", {
                author: question.author || "—",
                date: formatDate(question.createTime, locale as Locale),
              })}
            </dd>
            <dt className="font-medium">{t("store")}</dt>
            <dd>{question.storeName}</dd>
            {question.ownerAnswer ? (
              <>
                <dt className="font-medium">{t("currentAnswer")}</dt>
                <dd className="break-words whitespace-pre-line">{question.ownerAnswer}</dd>
              </>
            ) : null}
            <dt className="font-medium">
              {t("otherAnswers", { count: question.totalAnswerCount })}
            </dt>
            <dd className="break-words">{question.topAnswer ?? "—"}</dd>
          </dl>
          {service?.available ? (
            <AnswerForm questionId={question.id} current={question.ownerAnswer ?? ""} />
          ) : null}
        </>
      )}
    </FaqPageFrame>
  );
}
