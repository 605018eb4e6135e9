export { NAVIGATION } from "./items";
export { navigationFor } from "./filter";
export { localizeNavigation, type NavTranslator } from "./localize";
export {
  flattenNavigation,
  rankSuggestions,
  searchNavigation,
  type NavSearchEntry,
  type NavSearchScope,
} from "./search";
export { searchesStores } from "./store-search";
export { hasActiveDescendant, isNavItemActive } from "./active";
export { NAVBAR_EMAIL_MAX_LENGTH, showsNotificationsBell, splitEmail } from "./user-display";
export type * from "./types";
