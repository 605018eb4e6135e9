import "server-only";
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";

function toDate(value: unknown): Date {
  const date =
    value instanceof Date ? value : typeof value === "string" ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    throw new GraphQLError("DateTime must be an ISO-8601 date", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return date;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: "DateTime",
  serialize: (value) => toDate(value).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError("DateTime must be a string", {
        extensions: { code: "BAD_USER_INPUT" },
      });
    return toDate(ast.value);
  },
});

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((item) => literalToJson(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((field) => [field.name.value, literalToJson(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});
