/** localStorage key of the remembered workspace (spec §4), cleared with the session. */
export const SELECTED_WORKSPACE_KEY = "sp.selectedWorkspace";
/** localStorage key of the selected workspace's stored store lists (names, ids, external ids, place ids). */
export const SELECTED_WORKSPACE_LISTS_KEY = "sp.selectedWorkspace.lists";

/** Cookie mirroring the selection, so server components list the selected workspace's stores. */
export const SELECTED_WORKSPACE_COOKIE = "sp_workspace";

/** A year: the selection is a preference, not a credential. */
export const SELECTED_WORKSPACE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Field limits of spec §3 ("Group name 2 to 15 characters, description 2 to 30"). */
export const WORKSPACE_LIMITS = {
  name: { min: 2, max: 15 },
  description: { min: 2, max: 30 },
} as const;

export const MAX_WORKSPACE_LOCATION_CHANGES = 1_000;

export const WORKSPACE_TABLE_PAGE_SIZE = 25;
