// StorePlus push service worker: shows a push as a notification and opens its page when clicked.
// In demo mode the page hands it the simulator's messages (lib/push/browser.ts) and it shows them
// the same way.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function show(text) {
  let notice;
  try {
    notice = JSON.parse(text);
  } catch {
    return Promise.resolve();
  }
  return self.registration.showNotification(notice.title || "StorePlus", {
    body: notice.body || "",
    tag: notice.tag,
    data: { url: notice.url || "/apps/notifications", notificationId: notice.notificationId },
  });
}

self.addEventListener("push", (event) => {
  if (event.data) event.waitUntil(show(event.data.text()));
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "storeplus-simulated-push")
    event.waitUntil(show(String(event.data.data)));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/apps/notifications", self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (!open) return self.clients.openWindow(url.href);
      // A window the worker does not control cannot be navigated: a new one opens instead.
      return open
        .focus()
        .then(() => open.navigate(url.href))
        .catch(() => self.clients.openWindow(url.href));
    }),
  );
});
