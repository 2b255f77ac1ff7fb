/**
 * The web push part of the admin's service worker (/admin-sw.js, scope /admin/, served with the
 * chantier photos' part by server/modules/admin-app/): shows the notifications (a lead waiting, a
 * new lead) and opens the lead when the notification is tapped.
 */
export const ADMIN_SERVICE_WORKER = `self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch { data = {}; }
  const url = typeof data.url === "string" ? data.url : "/admin/demandes";
  event.waitUntil(
    self.registration.showNotification(data.title || "Nouvelle demande", {
      body: data.body || "",
      tag: url,
      data: { url },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
`;
