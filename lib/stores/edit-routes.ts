// Labels are messages `stores.editRoutes.<id>`; pages read the store from `?id=` with the user's tenant.

export const STORE_EDIT_ROUTES = [
  { id: "editHours", path: "/apps/stores/edit-hours" },
  { id: "editPhone", path: "/apps/stores/edit-phone" },
  { id: "editWebsite", path: "/apps/stores/edit-website" },
  { id: "editInfo", path: "/apps/stores/edit-info" },
  { id: "editCategory", path: "/apps/stores/edit-category" },
  { id: "editAddress", path: "/apps/stores/edit-address" },
  { id: "editStoreName", path: "/apps/stores/edit-store-name" },
  { id: "closeStore", path: "/apps/stores/close-store" },
  { id: "socialMedia", path: "/apps/stores/social-media" },
  { id: "actionItems", path: "/apps/stores/action-items" },
] as const;

export type StoreEditRoute = (typeof STORE_EDIT_ROUTES)[number];

export function storeEditHref(route: StoreEditRoute, storeId: string): string {
  return `${route.path}?${new URLSearchParams({ id: storeId })}`;
}
