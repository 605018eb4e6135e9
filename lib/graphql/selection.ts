import "server-only";
import { Kind, type GraphQLResolveInfo } from "graphql";

/**
 * Whether the query asks for `field` of the object this resolver returns. A fragment counts as
 * asking (it is not expanded here): the answer may only err towards doing the work.
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== Kind.FIELD || selection.name.value === field,
    ),
  );
}
