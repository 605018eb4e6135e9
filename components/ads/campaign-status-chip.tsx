import { StatusChip, type ToneColour } from "@/components/common/status-chip";
import type { CampaignStatus } from "@/lib/graphql/generated/client/graphql";

/** A campaign's colours: running is green, waiting on the service or the user yellow, refused red. */
const COLOURS: Record<CampaignStatus, ToneColour> = {
  DRAFT: "blue",
  PROCESSING: "yellow",
  ACTIVE: "green",
  PAUSED: "yellow",
  DISAPPROVED: "red",
  ENDED: "grey",
  FAILED: "red",
};

export function CampaignStatusChip({ status, label }: { status: CampaignStatus; label: string }) {
  return (
    <StatusChip status={status} colour={COLOURS[status]}>
      {label}
    </StatusChip>
  );
}
