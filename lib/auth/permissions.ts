// Edge-safe: the one entry point for access rules (ARCHITECTURE.md §5).
export {
  ROLE,
  SECTIONS,
  canAccessSection,
  effectiveRoles,
  hasAccess,
  isSectionKey,
  isSuperAdmin,
  isTrialUser,
  LIBRARY_SECTIONS,
  trialVariantFor,
  type RoleName,
  type SectionKey,
} from "./sections";
export {
  ROUTES,
  isBuiltRoute,
  matchRoute,
  normalizePath,
  type RouteDef,
  type RouteMatch,
  type ShellHide,
} from "./routes";
export {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  RETURN_TO_COOKIE,
  followReturnTo,
  decideRoute,
  resolveNavTarget,
  type DecideOptions,
  type RouteDecision,
} from "./route-decision";
