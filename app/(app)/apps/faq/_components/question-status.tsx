"use client";
import { useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import type { QuestionFieldsFragment } from "@/lib/graphql/generated/client/graphql";

/** Answered or not, or the answer sent from here still on its way (or refused). */
export function QuestionStatus({ question }: { question: QuestionFieldsFragment }) {
  const t = useTranslations("faq.status");
  const job = question.answerJob;
  if (job && job.status === "FAILED") return <StatusChip status="FAILED">{t("failed")}</StatusChip>;
  if (job) return <StatusChip status="PENDING">{t("sending")}</StatusChip>;
  return question.answered ? (
    <StatusChip status="DONE">{t("answered")}</StatusChip>
  ) : (
    <StatusChip status="UNANSWERED" colour="grey">
      {t("unanswered")}
    </StatusChip>
  );
}
