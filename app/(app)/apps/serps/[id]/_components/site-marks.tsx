import { getTranslations } from "next-intl/server";
import { StatusChip } from "@/components/common/status-chip";

/** Whether a result is one of the tenant's sites or a competitor's, as chips (none for others). */
export async function SiteMarks({ own, competitor }: { own: boolean; competitor: boolean }) {
  const t = await getTranslations("rankings.serps.detail");
  return (
    <span className="flex flex-wrap gap-1">
      {own ? (
        <StatusChip status="OWN" colour="green">
          {t("own")}
        </StatusChip>
      ) : null}
      {competitor ? (
        <StatusChip status="COMPETITOR" colour="yellow">
          {t("competitor")}
        </StatusChip>
      ) : null}
    </span>
  );
}

/** A result's title as a link to its page, opened apart from the app. */
export async function ResultLink({ title, url }: { title: string; url: string }) {
  const t = await getTranslations("rankings.serps.detail");
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words underline-offset-4 hover:underline"
    >
      {title}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}
