import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/components/feedback/not-found-content";
import { toSafeReturnPath } from "@/lib/format/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Where blocked and unknown routes land; `?from=` carries the refused address (spec §2). */
export default async function Error404Page({ searchParams }: PageProps<"/pages/errors/error-404">) {
  const { from } = await searchParams;
  return <NotFoundContent refusedPath={toSafeReturnPath(from)} />;
}
