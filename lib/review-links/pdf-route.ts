import "server-only";
import { withSection } from "@/lib/auth/with-section";
import { requestLocale } from "@/lib/i18n/request-locale";
import { appOrigin } from "@/lib/maps/config";
import { isUuid } from "@/lib/validation/ids";
import { cardTranslator } from "./card-text";
import { buildCardsPdf } from "./pdf";
import { listCardStores } from "./queries";
import { MAX_CARDS_PER_PDF, reviewLinkUrl } from "./rules";
import { ensureReviewLinks } from "./service";

const refusal = (status: number, code: string) => Response.json({ error: { code } }, { status });

/**
 * The QR review cards of the chosen stores (`?id=` repeated) as one PDF, a page each, each card in
 * its store's language. Always the caller's own tenant: an id of another tenant, or no store at
 * all, answers 404 as an unknown one does; stores without a public profile are left out. A read,
 * so a plain link downloads it.
 */
export const handleCardsPdf = withSection("store", async ({ db, tenantId }, request) => {
  const ids = [...new Set(new URL(request.url).searchParams.getAll("id"))];
  if (!ids.length || ids.length > MAX_CARDS_PER_PDF || !ids.every(isUuid))
    return refusal(400, "BAD_USER_INPUT");
  const { found, published } = await listCardStores(db, { tenantId, ids });
  if (found !== ids.length) return refusal(404, "NOT_FOUND");
  const codes = await ensureReviewLinks(db, {
    tenantId,
    locationIds: published.map((store) => store.id),
  });
  const origin = appOrigin();
  const cards = published.map((store) => ({
    store,
    link: reviewLinkUrl(origin, codes.get(store.id)!),
  }));
  const locale = requestLocale(request);
  const bytes = await buildCardsPdf(cards, locale);
  const filename = `${cardTranslator(locale)("pdf.filename")}.pdf`;
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
});
