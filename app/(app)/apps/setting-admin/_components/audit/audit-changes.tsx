"use client";
import { useTranslations } from "next-intl";

type FromTo = { from: unknown; to: unknown };

const isFromTo = (value: unknown): value is FromTo =>
  !!value &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  "from" in value &&
  "to" in value;

const isScalar = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/** A value as one line when it is short and flat, else as indented JSON. */
function Value({ value, empty }: { value: unknown; empty: string }) {
  if (value === null || value === undefined || value === "") return <span>{empty}</span>;
  if (isScalar(value)) return <span className="[overflow-wrap:anywhere]">{String(value)}</span>;
  if (Array.isArray(value) && value.every(isScalar))
    return <span className="[overflow-wrap:anywhere]">{value.join(", ") || empty}</span>;
  return (
    <pre className="bg-muted/50 mt-1 max-h-60 overflow-auto rounded p-2 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/**
 * What an entry changed, folded: each field with its old and new value (`{ from, to }`), or the
 * facts the entry keeps (a sign-in's provider and reason, an edit's stores and fields).
 */
export function AuditChanges({
  changes,
  userAgent,
}: {
  changes: unknown;
  userAgent: string | null;
}) {
  const t = useTranslations("admin.audit.changes");
  const fields = useTranslations("admin.audit.fields");
  // A known fact's name in words; a changed record's own field keeps its name.
  const label = (key: string) => (fields.has(key as "kind") ? fields(key as "kind") : key);
  const entries =
    changes && typeof changes === "object" && !Array.isArray(changes)
      ? Object.entries(changes as Record<string, unknown>)
      : [];
  if (entries.length === 0 && !userAgent)
    return <p className="text-muted-foreground text-xs">{t("none")}</p>;
  const empty = t("empty");
  const text = (value: unknown) =>
    value === null || value === undefined || value === "" ? empty : String(value);
  return (
    <details className="group text-xs">
      <summary className="text-primary w-fit cursor-pointer underline-offset-4 select-none hover:underline">
        {t("show")}
      </summary>
      <dl className="mt-1 grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[minmax(6rem,auto)_minmax(0,1fr)]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label(key)}</dt>
            <dd className="min-w-0">
              {isFromTo(value) && isScalar(value.from) && isScalar(value.to) ? (
                <span className="[overflow-wrap:anywhere]">
                  {t("fromTo", { from: text(value.from), to: text(value.to) })}
                </span>
              ) : isFromTo(value) ? (
                <span className="flex flex-wrap items-baseline gap-1">
                  <Value value={value.from} empty={empty} />
                  <span aria-hidden>→</span>
                  <Value value={value.to} empty={empty} />
                </span>
              ) : (
                <Value value={value} empty={empty} />
              )}
            </dd>
          </div>
        ))}
        {userAgent ? (
          <div className="contents">
            <dt className="text-muted-foreground">{t("userAgent")}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{userAgent}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
