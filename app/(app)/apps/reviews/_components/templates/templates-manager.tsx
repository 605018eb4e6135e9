"use client";

import { useTranslations } from "next-intl";
import type { TemplateRow } from "./template-row";

/** The tenant's templates with create, edit and delete. */
export function TemplatesManager({ templates }: { templates: TemplateRow[] }) {
  const t = useTranslations("reviewTemplates");
  return (
    <section className="flex flex-col gap-4" aria-label={t("title")}>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      <ul className="flex flex-col gap-2">
        {templates.map((template) => (
          <li key={template.id} className="rounded-md border p-3">
            <p className="font-medium">{template.name}</p>
            <p className="text-muted-foreground line-clamp-2 text-sm">{template.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
