"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { MessageSquareReply } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format/date";
import type {
  QuestionFieldsFragment,
  QuestionFilter,
} from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { AnswerManyButton } from "./answer-many-button";
import { QuestionStatus } from "./question-status";
import { QUESTIONS_TABLE } from "./questions-table-config";

type Row = QuestionFieldsFragment;

// Loaded when the store facet is first opened, as the posts and conversations lists do.
const FaqStorePicker = dynamic(() => import("./faq-store-picker").then((m) => m.FaqStorePicker));

export const answerHref = (id: string) => `/apps/faq/answer-question?id=${id}`;

/**
 * The questions of the selected stores in the shared data table: each with its store, the
 * business's answer and its state; ticked ones are answered alike. Read-only when the maps service
 * no longer offers Q&A (`writable` false): no answer buttons and no ticking.
 */
export function QuestionsTable({
  rows,
  total,
  state,
  workspaceId,
  filter,
  storeNames,
  writable,
  error,
}: {
  rows: Row[];
  total: number;
  state: DataTableState;
  workspaceId: string | null;
  /** The filter the page was read with: "all matching" answers what it matches. */
  filter: QuestionFilter;
  storeNames: Record<string, string>;
  writable: boolean;
  error: boolean;
}) {
  const t = useTranslations("faq");
  const locale = useLocale() as Locale;
  const [picked, setPicked] = useState<Record<string, string>>({});
  const storeName = (id: string) => storeNames[id] ?? picked[id] ?? t("facets.unknownStore");

  const columns: ColumnDef<Row>[] = [
    {
      id: "question",
      meta: { label: t("columns.question"), phone: "title" },
      cell: ({ row }) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-medium break-words">{row.original.text}</span>
          <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
            {t("askedBy", {
              author: row.original.author || t("anonymous"),
              date: formatDate(row.original.createTime, locale),
            })}
            {row.original.ownerFaq ? <Badge variant="outline">{t("ownerFaq")}</Badge> : null}
          </span>
        </span>
      ),
    },
    {
      id: "store",
      meta: { label: t("columns.store") },
      cell: ({ row }) => row.original.storeName,
    },
    {
      id: "answer",
      meta: { label: t("columns.answer"), className: "max-w-96" },
      cell: ({ row }) => (
        <span className="flex min-w-0 flex-col gap-1">
          {row.original.ownerAnswer ? (
            <span className="break-words whitespace-pre-line" data-testid="owner-answer">
              {row.original.ownerAnswer}
            </span>
          ) : (
            <span className="text-muted-foreground italic">{t("noAnswer")}</span>
          )}
          <span className="text-muted-foreground text-xs">
            {t("answers", { count: row.original.totalAnswerCount })}
          </span>
        </span>
      ),
    },
    {
      id: "status",
      meta: { label: t("columns.status") },
      cell: ({ row }) => <QuestionStatus question={row.original} />,
    },
  ];

  return (
    <>
      <AutoRefresh
        active={rows.some((row) => row.answerJob && row.answerJob.status !== "FAILED")}
      />
      <DataTable
        columns={columns}
        rows={rows}
        total={total}
        state={state}
        config={QUESTIONS_TABLE}
        caption={t("caption")}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.text}
        rowActions={
          writable
            ? (row) => (
                <Button asChild variant="outline" size="sm">
                  <Link
                    href={answerHref(row.id)}
                    aria-label={t(row.answered ? "editAnswerLabel" : "answerLabel", {
                      question: row.text,
                    })}
                  >
                    <MessageSquareReply aria-hidden />
                    {row.answered ? t("editAnswer") : t("answer")}
                  </Link>
                </Button>
              )
            : undefined
        }
        bulkActions={
          writable
            ? (selection, clear) => (
                <AnswerManyButton selection={selection} filter={filter} onDone={clear} />
              )
            : undefined
        }
        facets={[
          { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
          {
            id: "store",
            label: t("facets.store"),
            valueLabel: storeName,
            picker: (props) => (
              <FaqStorePicker
                {...props}
                workspaceId={workspaceId}
                nameOf={storeName}
                onNames={(names) => setPicked((known) => ({ ...known, ...names }))}
              />
            ),
          },
          {
            id: "answered",
            label: t("facets.answered"),
            valueLabel: (value) => t(`values.answered.${value as "ANSWERED"}`),
          },
        ]}
        scope={workspaceId ?? undefined}
        error={error}
        emptyTitle={error ? t("errors.loading") : t("empty")}
        emptyDescription={t("emptyDescription")}
        cardsOnPhones
      />
    </>
  );
}
