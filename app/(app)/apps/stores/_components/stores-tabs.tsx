import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";
import { decideRoute } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { claimsFor } from "@/lib/auth/user-access";

/** The store module's pages for a chain: each tab a page of its own under /apps/stores. */
export const STORE_TABS = {
  list: "/apps/stores",
  health: "/apps/stores/health",
  "google-updates": "/apps/stores/google-updates",
  holidays: "/apps/stores/holidays",
  approvals: "/apps/stores/approvals",
} as const;
export type StoreTab = keyof typeof STORE_TABS;

/** Stores | Listing health | Google's changes | Holidays | Approvals: the tabs the user may open. */
export async function StoresTabs({ current, user }: { current: StoreTab; user: SessionUser }) {
  const t = await getTranslations("stores.tabs");
  const claims = claimsFor(user);
  const tabs = (Object.keys(STORE_TABS) as StoreTab[])
    .filter((tab) => decideRoute(STORE_TABS[tab], claims).type === "next")
    .map((tab) => ({ id: tab, href: STORE_TABS[tab], label: t(tab) }));
  return <LinkTabs label={t("label")} current={current} tabs={tabs} />;
}
