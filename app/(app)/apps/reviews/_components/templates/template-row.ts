/** A response template as the panel lists and edits it. */
export type TemplateRow = { id: string; name: string; body: string; updatedAt: string };
