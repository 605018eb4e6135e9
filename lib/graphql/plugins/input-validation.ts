import "server-only";
import {
  coerceInputValue,
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { badUserInput } from "../errors";
import { GRAPHQL_LIMITS } from "../limits";

type Issue = { path: string; message: string };
type Segment = string | number;

export const INPUT_MESSAGES = {
  nulByte: "Must not contain a NUL byte",
  required: "Required",
  unknownField: "Unknown field",
} as const;

const formatPath = (segments: readonly Segment[]) => `$${segments.join(".")}`;

/** PostgreSQL refuses NUL in text, so a NUL byte reaching a query failed as an internal error. */
function nulByteIssues(variables: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  // Iterative: a 100 kB body can nest arrays deeper than the call stack.
  const pending: [unknown, Segment[]][] = [[variables, []]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0"))
        issues.push({ path: formatPath(path), message: INPUT_MESSAGES.nulByte });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, [...path, index]]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0"))
          issues.push({ path: formatPath(path), message: INPUT_MESSAGES.nulByte });
        else pending.push([item, [...path, key]]);
      }
    }
  }
  return issues;
}

function typeAt(type: GraphQLInputType, path: readonly Segment[]): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const segment of path) {
    const nullable: GraphQLInputType | undefined = current && getNullableType(current);
    if (typeof segment === "number")
      current = nullable && isListType(nullable) ? nullable.ofType : undefined;
    else
      current =
        nullable && isInputObjectType(nullable) ? nullable.getFields()[segment]?.type : undefined;
  }
  return current;
}

/**
 * graphql-js's own messages quote the value and suggest schema names ("Did you mean …"); these
 * name only the place and the expected type.
 */
function issuesAt(root: GraphQLInputType, path: Segment[], value: unknown): Issue[] {
  if (value == null) return [{ path: formatPath(path), message: INPUT_MESSAGES.required }];
  const expected = typeAt(root, path.slice(1)) ?? root;
  const nullable = getNullableType(expected);
  if (isInputObjectType(nullable) && typeof value === "object" && !Array.isArray(value)) {
    // graphql-js reports a missing or unknown field on the object itself: name the field.
    const fields = nullable.getFields();
    const given = value as Record<string, unknown>;
    const issues: Issue[] = [
      ...Object.keys(given)
        .filter((key) => !(key in fields))
        .map((key) => ({ path: formatPath([...path, key]), message: INPUT_MESSAGES.unknownField })),
      ...Object.values(fields)
        .filter(
          (f) => given[f.name] == null && isNonNullType(f.type) && f.defaultValue === undefined,
        )
        .map((f) => ({ path: formatPath([...path, f.name]), message: INPUT_MESSAGES.required })),
    ];
    if (issues.length > 0) return issues;
  }
  const note = getNamedType(expected).name === "Int" ? ", a 32-bit integer" : "";
  return [{ path: formatPath(path), message: `Expected ${String(expected)}${note}` }];
}

/** graphql-js's own coercion, so both agree; refused here they answer BAD_USER_INPUT instead of
 * reaching the error mask (and the log). */
function variableIssues(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): Issue[] {
  const operation = getOperationAST(document, operationName ?? undefined);
  const issues: Issue[] = [];
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!type || !isInputType(type)) continue; // Validation already refused the operation.
    if (!Object.hasOwn(variables, name)) {
      if (isNonNullType(type) && !definition.defaultValue)
        issues.push({ path: formatPath([name]), message: INPUT_MESSAGES.required });
      continue;
    }
    coerceInputValue(variables[name], type, (path, value) => {
      issues.push(...issuesAt(type, [name, ...path], value));
    });
  }
  return issues;
}

function unique(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\n${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const noNulBytesRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes("\0"))
      context.reportError(
        new GraphQLError(INPUT_MESSAGES.nulByte, {
          nodes: node,
          extensions: { code: "BAD_USER_INPUT" },
        }),
      );
  },
});

/** Failures answer BAD_USER_INPUT with an `issues` list, never echoing the value. */
export function inputValidationPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noNulBytesRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      // A NUL byte is refused on its own: the type check could echo a key that holds one.
      const nul = nulByteIssues(variables);
      const issues = unique(
        nul.length > 0
          ? nul
          : variableIssues(args.schema, args.document, args.operationName, variables),
      );
      if (issues.length > 0)
        setResultAndStopExecution({
          errors: [badUserInput(issues.slice(0, GRAPHQL_LIMITS.maxInputIssues))],
        });
    },
  };
}
