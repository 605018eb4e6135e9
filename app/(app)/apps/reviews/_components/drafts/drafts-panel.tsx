import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { BrandVoiceQuery, ReviewDraftsQuery } from "@/lib/review-drafts/operations";
import { LazyDraftsManager } from "./lazy-drafts-manager";

/** The "Drafts" tab of /apps/reviews: the brand voice and the drafted replies waiting for review. */
export async function ReviewDraftsPanel() {
  const [t, drafts, voice] = await Promise.all([
    getTranslations("reviewDrafts"),
    query({ query: ReviewDraftsQuery, variables: { status: "DRAFT", limit: 100 } }),
    query({ query: BrandVoiceQuery }),
  ]);
  const page = drafts.data?.reviewDrafts;
  const brandVoice = voice.data?.brandVoice;
  const drafter = voice.data?.replyDrafter;
  if (!page || !brandVoice || !drafter)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("errors.notFound")}
      </p>
    );
  return (
    <LazyDraftsManager
      drafts={page.items}
      total={page.total}
      voice={brandVoice}
      drafter={drafter}
    />
  );
}
