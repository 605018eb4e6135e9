"use client";
import { MessageSquareReply } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BulkSelection } from "@/components/data-table/types";
import { Button } from "@/components/ui/button";
import type { QuestionFilter } from "@/lib/graphql/generated/client/graphql";

const AnswerManyDialog = dynamic(() =>
  import("./answer-many-dialog").then((m) => m.AnswerManyDialog),
);

/** The selection bar's "answer alike": one answer for every ticked question (or all matching). */
export function AnswerManyButton({
  selection,
  filter,
  onDone,
}: {
  selection: BulkSelection;
  filter: QuestionFilter;
  onDone: () => void;
}) {
  const t = useTranslations("faq.bulk");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden />
        {t("answer")}
      </Button>
      {open ? (
        <AnswerManyDialog
          selection={selection}
          filter={filter}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
