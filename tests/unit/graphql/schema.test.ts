import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { typeDefs } from "@/lib/graphql/generated/type-defs";
import { schema } from "@/lib/graphql/schema";

const schemaDir = path.resolve(__dirname, "../../../lib/graphql/schema");

describe("GraphQL schema", () => {
  // Guards against editing a .graphql module and forgetting `npm run codegen`.
  it("generated type-defs match the .graphql modules", () => {
    const files = readdirSync(schemaDir)
      .filter((file) => file.endsWith(".graphql"))
      .sort();
    const document = concatAST(
      files.map((file) => parse(readFileSync(path.join(schemaDir, file), "utf8"))),
    );
    expect(printSchema(lexicographicSortSchema(buildASTSchema(document)))).toBe(typeDefs);
  });

  it("every Query and Mutation field has a resolver", () => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root!.getFields())) {
        expect(field.resolve, `${root!.name}.${field.name}`).toBeTypeOf("function");
      }
    }
  });
});
