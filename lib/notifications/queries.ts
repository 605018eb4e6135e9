import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { notificationReads, notifications } from "@/lib/db/schema";
import {
  MAX_UPDATES_PER_GROUP,
  NOTIFICATION_TYPES,
  type NotificationGroup,
  type NotificationType,
} from "./types";

type GroupRow = {
  type: NotificationGroup["_id"];
  read: number;
  unread: number;
  updates: NotificationGroup["updates"];
};

// One statement: counts over all updates, the newest MAX_UPDATES_PER_GROUP listed. Read state is
// per user.
export async function listNotificationGroups(
  db: Db,
  {
    tenantId,
    userId,
    types = NOTIFICATION_TYPES,
  }: { tenantId: string; userId: string; types?: readonly NotificationType[] },
): Promise<NotificationGroup[]> {
  if (types.length === 0) return [];
  const result = await db.execute<GroupRow>(sql`
    with n as (
      select ${notifications.id} as id, ${notifications.type} as type, ${notifications.infoUrl} as info_url,
             ${notifications.locationName} as location_name, ${notifications.createdAt} as created_at,
             (${notificationReads.userId} is not null) as is_read,
             row_number() over (partition by ${notifications.type} order by ${notifications.createdAt} desc, ${notifications.id} desc) as rn
      from ${notifications}
      left join ${notificationReads}
        on ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId}
      where ${notifications.tenantId} = ${tenantId} and ${notifications.type} in ${types}
    )
    select type,
           (count(*) filter (where is_read))::int as read,
           (count(*) filter (where not is_read))::int as unread,
           coalesce(json_agg(json_build_object(
             'objectId', id, 'infoUrl', info_url, 'isRead', is_read,
             'location', json_build_object('locationName', location_name)
           ) order by created_at desc, id desc) filter (where rn <= ${MAX_UPDATES_PER_GROUP}), '[]'::json) as updates
    from n
    group by type
    order by max(created_at) desc, type`);
  const rows = (result as unknown as { rows: GroupRow[] }).rows;
  return rows.map((row) => ({
    _id: row.type,
    countLocationsIsRead: Number(row.read),
    countLocationsNotRead: Number(row.unread),
    updates: typeof row.updates === "string" ? JSON.parse(row.updates) : row.updates,
  }));
}
