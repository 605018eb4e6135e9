import { Badge, type BadgeProps } from "@/components/ui/badge";

/** Spec §4 colours: running and queued yellow, done green, failed red. */
const VARIANT: Record<string, BadgeProps["variant"]> = {
  QUEUED: "warning",
  RUNNING: "warning",
  DONE: "success",
  FAILED: "destructive",
  AWAITING_APPROVAL: "warning",
  REJECTED: "destructive",
};

export function JobStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge variant={VARIANT[status] ?? "muted"}>{label}</Badge>;
}
