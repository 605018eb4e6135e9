// Codegen plugin: writes the merged schema as a string module, so the server needs no file reads
// at run time (serverless bundles do not carry the .graphql files).
import { printSchema } from "graphql";

export function plugin(schema) {
  return [
    "// The merged schema of lib/graphql/schema/*.graphql, for makeExecutableSchema.",
    `export const typeDefs: string = ${JSON.stringify(printSchema(schema))};`,
    "",
  ].join("\n");
}
