// Toolbar notifications bell (spec §2 "Notifications panel", §4 "Notifications", §8 texts).
//
// Usage: `<NotificationsBell />` — an async SERVER component with no required props. Render it only
// for users allowed to see it (spec §2: non-lead users holding ADMIN, REVIEWS or STORE; see
// `canSeeNotificationsBell` in lib/notifications/access.ts). It loads the notification groups
// through the in-process GraphQL client, then a client popover refreshes them every
// NOTIFICATION_REFRESH_MS. A client toolbar cannot import it: render it in the server layout and
// pass it down as a prop/children slot instead.
//
// Optional props:
// - `className`: extra classes for the bell button.
import { NotificationsBellPanel } from "@/components/notifications/notifications-bell-panel";
import { loadNotificationsBell } from "@/lib/notifications/shell-data";

export async function NotificationsBell({ className }: { className?: string }) {
  const data = await loadNotificationsBell();
  if (!data) return null;
  return <NotificationsBellPanel {...data} className={className} />;
}
