// GraphQL operations of the administration's audit tab (typed by `npm run codegen`).

export {
  AuditEntryRowFragmentDoc as AuditEntryFragment,
  AuditLogDocument as AuditLogQuery,
  AuditTimeZoneDocument as AuditTimeZoneQuery,
} from "@/lib/graphql/generated/client/graphql";
