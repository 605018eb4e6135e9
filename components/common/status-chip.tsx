import type { ReactNode } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Tone = NonNullable<BadgeProps["variant"]>;

/**
 * The one colour table of statuses, for every module. Spec §4: LIVE and CREATED green, PROCESSING
 * and PENDING yellow, FAILS and REJECTED red, DELETED grey; the rest follow the same reading
 * (done or open is green, waiting is yellow, broken is red, gone or never is grey).
 */
export const STATUS_TONES = {
  LIVE: "success",
  CREATED: "success",
  ENABLED: "success",
  DONE: "success",
  APPROVED: "success",
  PROCESSING: "warning",
  PENDING: "warning",
  // A store edit held for an ADMIN's approval (lib/approvals).
  AWAITING_APPROVAL: "warning",
  IN_PROGRESS: "warning",
  PAUSED: "warning",
  REPORTED: "warning",
  COMING: "info",
  SCHEDULED: "info",
  // Automatic review replies: sent is done, skipped never happened.
  SENT: "success",
  SKIPPED: "muted",
  // Sent work that reached some stores and failed at others (lib/jobs/outcome.ts).
  PARTLY_DONE: "warning",
  PARTLY_LIVE: "warning",
  FAILS: "destructive",
  FAILED: "destructive",
  REJECTED: "destructive",
  ERROR: "destructive",
  DELETED: "muted",
  CANCELLED: "muted",
  EXPIRED: "muted",
  NOT_FOUND: "muted",
  // Stores: open status and verification ("NONE" = never verified).
  OPEN: "success",
  CLOSED_TEMPORARILY: "warning",
  CLOSED_PERMANENTLY: "destructive",
  COMPLETED: "success",
  NONE: "muted",
  // Review sentiment: glad reads as done, unhappy as broken, the rest stays quiet.
  POSITIVE: "success",
  NEUTRAL: "muted",
  NEGATIVE: "destructive",
} as const satisfies Record<string, Tone>;

export type KnownStatus = keyof typeof STATUS_TONES;

export function statusTone(status: string): Tone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as KnownStatus] : "outline";
}

/** A module's own colour names (lib/posts/status.ts) as the chip's tones. */
export const COLOUR_TONES = {
  green: "success",
  yellow: "warning",
  red: "destructive",
  grey: "muted",
  blue: "info",
} as const satisfies Record<string, Tone>;
export type ToneColour = keyof typeof COLOUR_TONES;

/**
 * A status as a coloured chip; the caller passes the translated label. A module whose statuses
 * read differently from the shared table (a paused post is grey, a paused campaign waits) passes
 * its own `colour`.
 */
export function StatusChip({
  status,
  colour,
  className,
  children,
}: {
  status: string;
  colour?: ToneColour;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge
      variant={colour ? COLOUR_TONES[colour] : statusTone(status)}
      data-status={status}
      className={className}
    >
      {children}
    </Badge>
  );
}
