import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { StatusChip } from "@/components/common/status-chip";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notificationHref } from "@/lib/notifications/types";
import { cn } from "@/lib/utils";
import { LocalDateTime } from "./local-date-time";

export type AutoReplyRecordRow = {
  id: string;
  reviewName: string;
  reviewer: string;
  comment: string;
  dueAt: string;
  status: string;
  error?: string | null;
  sentAt?: string | null;
};

/** The latest automatic replies, planned, sent, skipped or failed, newest first. */
export async function RecentAutoReplies({ records }: { records: AutoReplyRecordRow[] }) {
  const t = await getTranslations("autoReplies.recent");
  const statusText = (status: string) =>
    t.has(`status.${status}`) ? t(`status.${status}`) : t("status.unknown");
  const errorText = (error: string) =>
    t.has(`errors.${error}`) ? t(`errors.${error}`) : t("errors.other", { code: error });
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {records.length === 0 ? (
          <p className="text-muted-foreground rounded-md border border-dashed p-4 text-sm">
            {t("empty")}
          </p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border" aria-label={t("title")}>
            {records.map((record) => (
              <li
                key={record.id}
                data-testid="auto-reply-record"
                data-status={record.status}
                className="flex flex-col gap-1.5 p-3 sm:p-4"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                  <StatusChip status={record.status}>{statusText(record.status)}</StatusChip>
                  <span className="text-muted-foreground">
                    {t("due")} <LocalDateTime value={record.dueAt} />
                  </span>
                  {record.sentAt ? (
                    <span className="text-muted-foreground">
                      {t("sent")} <LocalDateTime value={record.sentAt} />
                    </span>
                  ) : null}
                  <Link
                    href={notificationHref("REVIEW_RESPONSE_AUTOMATIC", [record.reviewName])}
                    className="text-primary font-medium underline-offset-4 hover:underline"
                  >
                    {t("review", { name: record.reviewer })}
                  </Link>
                </div>
                {record.comment ? (
                  <p className="line-clamp-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
                    {record.comment}
                  </p>
                ) : null}
                {record.error ? (
                  <p
                    className={cn(
                      "text-sm",
                      // A skipped reply is the replier being careful, not a failure.
                      record.status === "FAILED" ? "text-destructive" : "text-muted-foreground",
                    )}
                  >
                    {errorText(record.error)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
