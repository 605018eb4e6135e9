import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The top of a page: its one h1, the sentence under it, and the page's actions at the end of the
 * row (they wrap below on a narrow screen). `children` go under the description.
 */
export function PageHeader({
  title,
  description,
  actions,
  titleClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const text = (
    <>
      <h1 className={cn("text-xl font-semibold sm:text-2xl", titleClassName)}>{title}</h1>
      {description ? <p className="text-muted-foreground text-base">{description}</p> : null}
      {children}
    </>
  );
  if (!actions) return <header className="flex flex-col gap-1">{text}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">{text}</div>
      {actions}
    </header>
  );
}
