import type { ReviewRow } from "@/lib/db/schema";

/** The job item of a reply or removal sent from the product, as the inbox shows its progress. */
export type ReviewReplyJobRecord = {
  jobId: string;
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  /** The reply sent; null for a removal. */
  comment: string | null;
  error: string | null;
  errorDetail: string | null;
  updatedAt: Date;
};

/**
 * A review as GraphQL's Review resolves from it (the codegen mapper): its row, its store, and its
 * latest reply job, read in the same statement as the row so a page costs no extra query.
 */
export type ReviewRecord = ReviewRow & {
  location: { id: string; title: string; locality: string | null };
  replyJob: ReviewReplyJobRecord | null;
};

/** A workspace whose stores the inbox keeps; the default one stands for every store. */
export type ReviewWorkspace = { id: string; isDefault: boolean };
