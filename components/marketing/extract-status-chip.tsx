import { StatusChip } from "@/components/common/status-chip";
import { EXTRACT_STATUS_COLOURS, type ExtractStatus } from "@/lib/marketing/statuses";

/** An extract job's status (spec §4) as a chip; the caller passes the translated label. */
export function ExtractStatusChip({ status, label }: { status: string; label: string }) {
  const colour = EXTRACT_STATUS_COLOURS[status as ExtractStatus] ?? "grey";
  return (
    <StatusChip status={status} colour={colour}>
      {label}
    </StatusChip>
  );
}
