import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/components/feedback/not-found-content";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

// Unknown paths render the 404 body in place (keeping the 404 status) rather than redirecting.
export default function NotFound() {
  return <NotFoundContent />;
}
