// What every store edit page hands its form besides the store's fields.

/** The store's latest edit: pending until the maps service accepts or refuses it. */
export type LastEdit = {
  jobId: string;
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  /** The edit waits for an ADMIN's approval: nothing is sent yet. */
  held?: boolean;
  /** The spec's notification code of a refusal, e.g. PHONE_NUMBERS_ERROR. */
  error?: string | null;
  errorDetail?: string | null;
  fields: string[];
  updatedAt: string;
};

export type StoreEditContext = {
  /** StorePlus id of the store. */
  storeId: string;
  lastEdit: LastEdit | null;
  /** The last edit is younger than STORE_REEDIT_HOURS (decided on the server, once). */
  recentlyEdited: boolean;
  /** The user's edits wait for an ADMIN's approval before they are sent (lib/approvals). */
  approvalRequired?: boolean;
};
