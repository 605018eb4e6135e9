import { useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import type { PostStatus, PostStoreStatus } from "@/lib/graphql/generated/client/graphql";
import { partlyLiveCounts, STATUS_TONE } from "@/lib/posts/status";

// Shared by the list, the calendar and the detail, on the server and in the browser alike: no
// state, only translations.

/**
 * A post's status in the colours of spec §4 (lib/posts/status.ts). Partly live, it says how many
 * stores it reached in the jobs page's words ("Partly posted (4/5)", lib/jobs/outcome.ts).
 */
export function PostStatusChip({
  status,
  counts,
  className,
}: {
  status: PostStatus;
  counts?: Pick<Counts, "live" | "fails" | "rejected">;
  className?: string;
}) {
  const t = useTranslations();
  const label =
    status === "PARTLY_LIVE" && counts
      ? t("jobs.postOutcome.PARTLY_DONE", partlyLiveCounts(counts))
      : t(`posts.status.${status}`);
  return (
    <StatusChip status={status} colour={STATUS_TONE[status]} className={className}>
      {label}
    </StatusChip>
  );
}

/** One store's copy of a post: its own status in the same colours. */
export function PostStoreStatusChip({ status }: { status: PostStoreStatus }) {
  const t = useTranslations("posts.storeStatus");
  return (
    <StatusChip status={status} colour={STATUS_TONE[status]}>
      {t(status)}
    </StatusChip>
  );
}

type Counts = Record<"live" | "pending" | "processing" | "fails" | "rejected" | "deleted", number>;
/** Outcomes in the order people look for them: what went out, what is on its way, what failed. */
const ORDER = ["live", "processing", "pending", "fails", "rejected", "deleted"] as const;

/** Before a post is sent every store is only waiting: counting them says nothing. */
const UNSENT: readonly PostStatus[] = ["CREATED", "SCHEDULED", "PAUSED"];

/** "28 posted · 2 rejected": the stores' outcomes that are not zero, once the post was sent. */
export function StoreCounts({
  status,
  counts,
  className,
}: {
  status: PostStatus;
  counts: Counts;
  className?: string;
}) {
  const t = useTranslations("posts.list.counts");
  if (UNSENT.includes(status)) return null;
  const parts = ORDER.filter((key) => counts[key] > 0).map((key) => t(key, { count: counts[key] }));
  if (parts.length === 0) return null;
  return <span className={className}>{parts.join(" · ")}</span>;
}
