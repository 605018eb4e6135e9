// GraphQL operations of the administration's audit tab (typed by `npm run codegen`).
import { graphql } from "@/lib/graphql/generated/client";

export const AuditEntryFragment = graphql(`
  fragment AuditEntryRow on AuditEntry {
    id
    createdAt
    actor
    actorId
    action
    targetType
    targetId
    changes
    ip
    userAgent
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {
    auditLog(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        ...AuditEntryRow
      }
    }
  }
`);

/** The tenant's clock: the list's day filter and its times are read on it. */
export const AuditTimeZoneQuery = graphql(`
  query AuditTimeZone {
    postSettings {
      timeZone
    }
  }
`);
