import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import {
  PAGE_HEADERS,
  pageColumnClass,
  type HeaderPath,
  type PageHeaderText,
} from "@/lib/navigation/page-headers";
import { Button } from "@/components/ui/button";
import { CreateLink } from "./create-link";
import { PageHeader } from "./page-header";

/** A module page's header in words: what ModulePage and the shell's skeleton both draw. */
export type HeaderWords = {
  /** Null in the skeleton of a page that words its own title: a bar holds its place. */
  title: string | null;
  description: string;
  width?: PageHeaderText["width"];
  create?: { href: string; label: string };
  back?: { href: string; label: string };
};

/** Translates a PAGE_HEADERS entry. */
export async function headerWords(text: PageHeaderText): Promise<HeaderWords> {
  const t = await getTranslations();
  return {
    title: text.title ? t(text.title) : null,
    description: t(text.description),
    width: text.width,
    create: text.create && { href: text.create.href, label: t(text.create.label) },
    back: text.back && { href: text.back.href, label: t(text.back.label) },
  };
}

/** The column of a module page with its header on top. */
export function PageColumn({ words, children }: { words: HeaderWords; children: ReactNode }) {
  return (
    <div className={pageColumnClass(words.width)}>
      {words.back ? (
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link href={words.back.href}>
            <ArrowLeft aria-hidden />
            {words.back.label}
          </Link>
        </Button>
      ) : null}
      <PageHeader
        title={
          words.title ?? (
            <span
              aria-hidden
              className="bg-muted inline-block h-6 w-48 animate-pulse rounded-md align-middle"
            />
          )
        }
        description={words.description}
        actions={
          words.create ? (
            <CreateLink href={words.create.href}>{words.create.label}</CreateLink>
          ) : null
        }
      />
      {children}
    </div>
  );
}

/**
 * A module's main page: its column and its header from PAGE_HEADERS, the same words the shell's
 * skeleton showed in the page's first bytes, in the same place.
 */
export async function ModulePage({
  path,
  title,
  children,
}: {
  path: HeaderPath;
  /** The page's own title, where its entry has none. */
  title?: string;
  children: ReactNode;
}) {
  const words = await headerWords(PAGE_HEADERS[path]);
  return <PageColumn words={{ ...words, title: title ?? words.title }}>{children}</PageColumn>;
}
