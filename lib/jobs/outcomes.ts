import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import type { JobItem } from "@/lib/db/schema";
import type { QuotaWaitReason } from "./quota-policy";

/** How one item ended: applied, or refused for good with a stable code and the service's reason. */
export type ItemOutcome =
  { ok: true; result?: Record<string, unknown> } | { ok: false; error: string; detail?: string };

/** An item that needs the maps service while nobody of the tenant has linked a maps account. */
export const MAPS_NOT_LINKED: ItemOutcome = { ok: false, error: "MAPS_NOT_LINKED" };

/** A refusal worth retrying later (429, 5xx, a network failure): the queue retries with backoff. */
export class RetryableError extends Error {
  constructor(
    readonly code: string,
    readonly detail?: string,
  ) {
    super(`Retryable: ${code}`);
    this.name = "RetryableError";
  }
}

/**
 * The maps quota is spent until `retryAt`: the item waits without using up a retry. The reason,
 * when known, is kept on the item for the job page.
 */
export class QuotaWaitError extends Error {
  constructor(
    readonly retryAt: Date,
    readonly reason?: QuotaWaitReason,
  ) {
    super("Quota exhausted");
    this.name = "QuotaWaitError";
  }
}

export type ItemContext = {
  db: Db;
  /** The queue the item came from, for a handler that queues further work (automatic replies). */
  queue: PgBoss;
  tenantId: string;
  jobId: string;
  kind: string;
  /**
   * The queue's last try of the item: a RetryableError thrown now ends it as failed, so a handler
   * that keeps its own state (an automatic reply's status) records the failure itself.
   */
  lastTry?: boolean;
  /**
   * An earlier attempt took the item and may have reached the maps service before its outcome
   * was recorded (its worker died mid-call, or a call failed after the service acted): a handler
   * whose write is not idempotent reads the target back before writing again.
   */
  resumed?: boolean;
};

/** Does one item's work. Returns its outcome, or throws RetryableError / QuotaWaitError. */
export type ItemHandler = (item: JobItem, context: ItemContext) => Promise<ItemOutcome>;

/** Runs once when a job's last item ends (e.g. to notify the user of the outcome). */
export type JobFinishedHandler = (context: Omit<ItemContext, "kind">) => Promise<void>;

type KindHandlers = { item: ItemHandler; finished?: JobFinishedHandler };

const registry = new Map<string, KindHandlers>();

/**
 * Modules declare how their kind of job item is done; the worker looks it up by the job's kind.
 * Answers a function that puts back what the kind had before (a test's stand-in handlers).
 */
export function registerJobKind(kind: string, handlers: KindHandlers): () => void {
  const before = registry.get(kind);
  registry.set(kind, handlers);
  return () => void (before ? registry.set(kind, before) : registry.delete(kind));
}

export function handlersOf(kind: string): KindHandlers | undefined {
  return registry.get(kind);
}

/** Runs once when any job's last item ends, whatever its kind (e.g. alerts of failed jobs). */
export type JobEndListener = (context: Omit<ItemContext, "queue">) => Promise<void>;

const endListeners = new Set<JobEndListener>();

/** Answers a function that removes the listener again. */
export function onJobFinished(listener: JobEndListener): () => void {
  endListeners.add(listener);
  return () => void endListeners.delete(listener);
}

export function jobEndListeners(): JobEndListener[] {
  return [...endListeners];
}
