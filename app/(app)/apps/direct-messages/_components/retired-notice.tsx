import { getTranslations } from "next-intl/server";
import type { MessagesProviderState } from "@/lib/graphql/generated/client/graphql";

/** Says, in the user's words, why replies cannot be sent; nothing while the provider carries them. */
export async function RetiredNotice({ state }: { state: MessagesProviderState | undefined }) {
  if (!state || state === "AVAILABLE") return null;
  const t = await getTranslations("directMessages.provider");
  return (
    <div
      role="status"
      data-testid="messages-retired"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-medium">{t(state === "RETIRED" ? "retiredTitle" : "offTitle")}</p>
      <p>{t(state === "RETIRED" ? "retired" : "off")}</p>
    </div>
  );
}
