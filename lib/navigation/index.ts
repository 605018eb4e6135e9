export { NAVIGATION } from "./items";
export { navigationFor } from "./filter";
export { localizeNavigation, type NavTranslator } from "./localize";
export { flattenNavigation, searchNavigation, type NavSearchEntry } from "./search";
export { hasActiveDescendant, isNavItemActive } from "./active";
export { NAVBAR_EMAIL_MAX_LENGTH, showsNotificationsBell, splitEmail } from "./user-display";
export type * from "./types";
