"use client";
import { Link } from "@/components/ui/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { AuditEntryRowFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { formatPostTime } from "@/lib/posts/format";
import { AuditChanges } from "./audit-changes";

// One grid for the wide row and the narrow card: the action and its time side by side, who and
// from where below on a phone; each in its own column from lg up, under AuditItemsHeader.
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:'action_when'_'who_who'_'target_target'_'from_from'_'changes_changes'] lg:grid-cols-[9rem_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)_8rem] lg:items-start lg:gap-x-4 lg:[grid-template-areas:'when_who_action_target_from'_'changes_changes_changes_changes_changes']";

/** The column headings of the wide rows; the cards of a phone need none. */
export function AuditItemsHeader() {
  const t = useTranslations("admin.audit.columns");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium lg:grid`}
    >
      <span className="[grid-area:when]">{t("when")}</span>
      <span className="[grid-area:who]">{t("who")}</span>
      <span className="[grid-area:action]">{t("action")}</span>
      <span className="[grid-area:target]">{t("target")}</span>
      <span className="[grid-area:from]">{t("from")}</span>
    </div>
  );
}

const ACTION_CODE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;

/** The translated name of an action code, else the code itself (a code added after this list). */
function useActionLabel() {
  const t = useTranslations("admin.audit.actions");
  return (code: string) =>
    ACTION_CODE.test(code) && t.has(code as "auth.signIn") ? t(code as "auth.signIn") : code;
}

/** The URL of this tab with only `actor`'s rows. */
function useActorHref() {
  const pathname = usePathname();
  const params = useSearchParams();
  return (actorId: string) => {
    const next = new URLSearchParams(params);
    next.set("actor", actorId);
    next.delete("page");
    return `${pathname}?${next}`;
  };
}

/** One audit entry: when, who (linking to their other entries), what, on what, from where. */
export function AuditItem({ entry, timeZone }: { entry: AuditEntryRowFragment; timeZone: string }) {
  const t = useTranslations("admin.audit");
  const locale = useLocale() as Locale;
  const actionLabel = useActionLabel();
  const actorHref = useActorHref();
  const headingId = useId();
  const targetType = entry.targetType ?? "";
  const targetLabel = t.has(`targets.${targetType as "user"}`)
    ? t(`targets.${targetType as "user"}`)
    : targetType;
  const who = entry.actor || (entry.actorId ? t("unknown") : t("system"));
  return (
    <article
      aria-labelledby={headingId}
      data-testid="audit-item"
      data-action={entry.action}
      className={`${GRID} p-3 text-sm sm:px-4`}
    >
      <h3 id={headingId} className="min-w-0 font-medium [grid-area:action]">
        <span className="[overflow-wrap:anywhere]">{actionLabel(entry.action)}</span>
        <span className="text-muted-foreground block font-mono text-xs font-normal">
          {entry.action}
        </span>
      </h3>
      <time
        dateTime={entry.createdAt}
        className="text-muted-foreground text-xs whitespace-nowrap [grid-area:when] lg:text-sm lg:text-current"
      >
        {formatPostTime(entry.createdAt, locale, timeZone)}
      </time>
      <div className="min-w-0 [grid-area:who]">
        {entry.actorId ? (
          <Link
            href={actorHref(entry.actorId)}
            scroll={false}
            title={t("onlyPerson", { actor: who })}
            className="[overflow-wrap:anywhere] underline-offset-4 hover:underline"
          >
            {who}
          </Link>
        ) : (
          <span className="[overflow-wrap:anywhere]">{who}</span>
        )}
      </div>
      <div className="text-muted-foreground min-w-0 text-xs [grid-area:target] lg:text-sm">
        {entry.targetId ? (
          <span className="[overflow-wrap:anywhere]">
            {targetLabel ? `${targetLabel} · ` : ""}
            <span className="font-mono text-xs">{entry.targetId}</span>
          </span>
        ) : (
          t("unknown")
        )}
      </div>
      <div className="text-muted-foreground min-w-0 font-mono text-xs [grid-area:from]">
        <span className="[overflow-wrap:anywhere]">{entry.ip ?? t("unknown")}</span>
      </div>
      <div className="min-w-0 [grid-area:changes]">
        <AuditChanges changes={entry.changes} userAgent={entry.userAgent} />
      </div>
    </article>
  );
}
