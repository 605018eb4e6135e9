import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { STORE_REEDIT_HOURS } from "@/lib/constants";
import type { StoreEditRoute } from "@/lib/stores/edit-routes";
import { StoreHeader, type StoreHeaderAddress } from "./store-header";
import { StorePageFrame } from "./store-page-frame";
import { StoreUnavailable } from "./store-unavailable";
import type { LastEdit, StoreEditContext } from "./store-edit-types";

type EditableStore = {
  _id: string;
  title: string;
  storefrontAddress?: StoreHeaderAddress | null;
  lastEdit?: LastEdit | null;
  editsNeedApproval?: boolean;
};

const HOUR_MS = 3_600_000;

/** The props Next passes every edit page: only `?id=` is read. */
export type StoreEditPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** An edit sent within STORE_REEDIT_HOURS that may be under review (a refused one is not). */
function editedRecently(lastEdit: LastEdit | null | undefined, now = Date.now()): boolean {
  if (!lastEdit || lastEdit.status === "FAILED") return false;
  return now - new Date(lastEdit.updatedAt).getTime() < STORE_REEDIT_HOURS * HOUR_MS;
}

/**
 * The body of every /apps/stores/edit-* page: reads `?id=` (the StorePlus id the store list links
 * with), loads the store with the page's `location(id)` query on the server (tenant-scoped by the
 * resolver), and renders the title, the store and the page's form; or says why there is none.
 */
export async function StoreEditPage<S extends EditableStore>({
  route,
  searchParams,
  query: document,
  children,
}: {
  route: StoreEditRoute["id"];
  searchParams: StoreEditPageProps["searchParams"];
  query: TypedDocumentNode<{ location?: S | null }, { id: string }>;
  children: (store: S, context: StoreEditContext) => React.ReactNode;
}) {
  const [t, params] = await Promise.all([getTranslations("stores.editRoutes"), searchParams]);
  const id = typeof params.id === "string" ? params.id.trim() : "";
  const title = t(route);
  if (!id)
    return (
      <StorePageFrame title={title}>
        <StoreUnavailable reason="missingId" />
      </StorePageFrame>
    );
  const { data, error } = await query({ query: document, variables: { id } });
  const store = data?.location;
  if (!store) {
    const code = error ? apiErrorCode(error) : "NOT_FOUND";
    const missing = ["NOT_FOUND", "BAD_USER_INPUT", "FORBIDDEN"].includes(code);
    return (
      <StorePageFrame title={title}>
        <StoreUnavailable reason={missing ? "notFound" : "loadFailed"} />
      </StorePageFrame>
    );
  }
  const context: StoreEditContext = {
    storeId: store._id,
    lastEdit: store.lastEdit ?? null,
    recentlyEdited: editedRecently(store.lastEdit),
    approvalRequired: Boolean(store.editsNeedApproval),
  };
  return (
    <StorePageFrame title={title}>
      <StoreHeader title={store.title} address={store.storefrontAddress} />
      {children(store, context)}
    </StorePageFrame>
  );
}
