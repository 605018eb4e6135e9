import type { PostTemplatesListQuery } from "@/lib/graphql/generated/client/graphql";

export type TemplateRow = PostTemplatesListQuery["postTemplates"][number];
