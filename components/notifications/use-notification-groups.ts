"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { NOTIFICATION_REFRESH_MS } from "@/lib/constants";
import { NotificationGroupsQuery, SetIsReadUpdateMutation } from "@/lib/notifications/operations";
import {
  notificationHref,
  notificationOpensPage,
  type NotificationGroup,
} from "@/lib/notifications/types";

/** Most info URLs carried to the target page; the query string stays a sane length. */
const MAX_INFO_URLS = 20;

export type UseNotificationGroups = {
  groups: NotificationGroup[];
  failed: boolean;
  /**
   * Marks the group's unread updates read, reloads the list, then navigates (spec §4); a group
   * whose module has no page yet stays where it is once read.
   */
  open: (group: NotificationGroup) => Promise<void>;
  reload: () => Promise<void>;
};

export function useNotificationGroups(initial: {
  groups: NotificationGroup[];
  tenantId: string;
  userId: string;
  onNavigate?: () => void;
}): UseNotificationGroups {
  const router = useRouter();
  const [groups, setGroups] = useState(initial.groups);
  const [failed, setFailed] = useState(false);
  const { tenantId, userId, onNavigate } = initial;
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const data = await requestGraphQL(NotificationGroupsQuery);
      if (!mounted.current) return;
      setGroups(data.notifications as NotificationGroup[]);
      setFailed(false);
    } catch (error) {
      // Spec §8: notification fetch failures are console-only.
      console.error("Loading notifications failed", error);
      if (mounted.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const timer = window.setInterval(() => void reload(), NOTIFICATION_REFRESH_MS);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
    };
  }, [reload]);

  const open = useCallback(
    async (group: NotificationGroup) => {
      const unread = group.updates
        .filter((update) => !update.isRead)
        .map((update) => update.objectId);
      if (unread.length > 0) {
        try {
          await requestGraphQL(SetIsReadUpdateMutation, {
            tenant: tenantId,
            userId,
            objectsId: unread,
          });
        } catch (error) {
          console.error("Marking notifications read failed", error);
        }
        await reload();
      }
      if (!notificationOpensPage(group._id)) return;
      const urls = [...new Set(group.updates.flatMap((update) => update.infoUrl))].slice(
        0,
        MAX_INFO_URLS,
      );
      onNavigate?.();
      router.push(notificationHref(group._id, urls));
    },
    [tenantId, userId, reload, router, onNavigate],
  );

  return { groups, failed, open, reload };
}
