import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A page section as a card: a heading, a line of description, an optional action beside them (a
 * "New …" button) and the content. Settings panels and managers of templates, roles and tenants
 * use it. Dialogs and sheets the section opens may go in `children` after the content's list.
 */
export function SectionCard({
  title,
  description,
  action,
  busy,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** A refresh in flight: the section says so to assistive technology. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4 py-5" aria-busy={busy || undefined}>
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
