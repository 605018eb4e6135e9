import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";

/** Rank tracking's two lists as tabs: the rankings on the map, and the saved web searches. */
export async function RankingTabs({ current }: { current: "rankings" | "serps" }) {
  const t = await getTranslations("rankings");
  return (
    <LinkTabs
      label={t("sections")}
      current={current}
      tabs={[
        { id: "rankings", href: "/apps/rankingJobs", label: t("title") },
        { id: "serps", href: "/apps/serps", label: t("serps.title") },
      ]}
    />
  );
}
