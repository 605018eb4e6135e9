import "server-only";
import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
} from "graphql";

/** Whether @skip / @include leave the selection in, with the request's variables. */
function included(selection: SelectionNode, variables: GraphQLResolveInfo["variableValues"]) {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}

/**
 * Whether the query asks for `field` of the object this resolver returns; a field left out by
 * @include(if: false) or @skip(if: true) is not asked for. A fragment counts as asking (it is not
 * expanded here): the answer may only err towards doing the work.
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) =>
        included(selection, info.variableValues) &&
        (selection.kind !== Kind.FIELD || selection.name.value === field),
    ),
  );
}
