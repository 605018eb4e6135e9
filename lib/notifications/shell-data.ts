import "server-only";
import { query } from "@/lib/apollo/rsc-client";
import { getCurrentUser } from "@/lib/auth/session";
import { NotificationGroupsQuery } from "./operations";
import type { NotificationGroup } from "./types";

export type NotificationsBellData = {
  groups: NotificationGroup[];
  /** The caller's own tenant and user: setIsReadUpdate names them (spec §7) and the server checks them. */
  tenantId: string;
  userId: string;
};

export async function loadNotificationsBell(): Promise<NotificationsBellData | null> {
  const [user, { data }] = await Promise.all([
    getCurrentUser(),
    query({ query: NotificationGroupsQuery }),
  ]);
  if (!user?.tenantId || !data?.notifications) return null;
  return {
    groups: data.notifications as NotificationGroup[],
    tenantId: user.tenantId,
    userId: user.id,
  };
}
