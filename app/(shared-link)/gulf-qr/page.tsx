import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { ReviewCard } from "@/components/review-links/review-card";
import { getDb } from "@/lib/db/client";
import { appOrigin } from "@/lib/maps/config";
import { getPublicStore } from "@/lib/review-links/queries";
import { cardLocale, reviewLinkUrl } from "@/lib/review-links/rules";
import { ensureReviewLinks } from "@/lib/review-links/service";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ id?: string | string[] }> };

const storeOf = cache(async (id: string | string[] | undefined) =>
  getPublicStore(await getDb(), Array.isArray(id) ? id[0] : id),
);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const store = await storeOf((await searchParams).id);
  if (!store) return {};
  const t = await getTranslations({
    locale: cardLocale(store.languageCode),
    namespace: "reviewLinks.card",
  });
  return { title: `${store.name} · ${t("heading")}`, robots: { index: false } };
}

/**
 * /gulf-qr?id=<store>: a store's printable QR review card, without an account (spec §2). An
 * unknown, malformed or unpublished id is the 404 page, the same for every case.
 */
export default async function GulfQrPage({ searchParams }: Props) {
  const store = await storeOf((await searchParams).id);
  if (!store) notFound();
  const codes = await ensureReviewLinks(await getDb(), {
    tenantId: store.tenantId,
    locationIds: [store.id],
  });
  const link = reviewLinkUrl(appOrigin(), codes.get(store.id)!);
  return (
    <main className="bg-muted/40 flex min-h-screen items-center justify-center px-4 py-8 print:min-h-0 print:bg-white print:p-0">
      <ReviewCard store={store} link={link} />
    </main>
  );
}
