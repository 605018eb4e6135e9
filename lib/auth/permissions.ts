// Edge-safe and pure: the one place access rules come from (ARCHITECTURE.md §5). The section → roles
// table lives in sections.ts, the route table of spec §2 in routes.ts, the per-request decision in
// route-decision.ts; everything imports them through this module.
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
