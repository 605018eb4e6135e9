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

/** A fragment counts as asking (not expanded here): the answer may only err towards doing the work. */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) =>
        included(selection, info.variableValues) &&
        (selection.kind !== Kind.FIELD || selection.name.value === field),
    ),
  );
}
