"use client";
import { CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { browserMime } from "@/lib/files/client-check";
import type { PlaygroundRule } from "@/lib/media/playground";
import type { ImageSide, TryOutcome } from "./try-image";

type Props = {
  file: File;
  outcome: TryOutcome | null;
  rules: PlaygroundRule[];
  categoryName: string;
  bytes: (value: number) => string;
};

/** Before and after side by side, then each rule with what it found. */
export function PlaygroundResult({ file, outcome, rules, categoryName, bytes }: Props) {
  const t = useTranslations("imagePlayground");
  const before: ImageSide | null = outcome?.ok ? outcome.before : null;
  const after = outcome?.ok ? outcome.after : null;
  const failed = rules.filter((rule) => rule.passed === false).length;
  return (
    <div className="flex flex-col gap-6">
      {outcome && !outcome.ok && outcome.message ? (
        <p role="alert" className="text-destructive text-sm">
          {outcome.message}
        </p>
      ) : null}
      <p className="font-medium" data-testid="playground-verdict">
        {failed ? t("verdictFail", { count: failed }) : t("verdictOk", { category: categoryName })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Facts
          title={t("before")}
          side={before ?? { mimeType: browserMime(file), byteSize: file.size, width: 0, height: 0 }}
          read={Boolean(before)}
          bytes={bytes}
          testId="playground-before"
        />
        {after && outcome?.ok ? (
          <div className="flex flex-col gap-2">
            <Facts title={t("after")} side={after} read bytes={bytes} testId="playground-after" />
            <p className="text-muted-foreground text-xs">{t("afterNote")}</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local blob, not an optimisable asset */}
            <img
              src={outcome.url}
              alt={t("preview")}
              className="max-h-64 w-fit max-w-full rounded-md border object-contain"
            />
          </div>
        ) : null}
      </div>
      <section aria-labelledby="playground-rules" className="flex flex-col gap-2">
        <h3 id="playground-rules" className="font-medium">
          {t("rules", { category: categoryName })}
        </h3>
        <ul className="flex flex-col gap-2" data-testid="playground-rules">
          {rules.map((rule) => (
            <RuleLine
              key={rule.id}
              rule={rule}
              file={file}
              after={after}
              categoryName={categoryName}
              bytes={bytes}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Facts({
  title,
  side,
  read,
  bytes,
  testId,
}: {
  title: string;
  side: ImageSide;
  read: boolean;
  bytes: (value: number) => string;
  testId: string;
}) {
  const t = useTranslations("imagePlayground");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      <dt className="col-span-2 font-medium">{title}</dt>
      <dt className="text-muted-foreground">{t("dimensions")}</dt>
      <dd>{read ? t("pixels", { width: side.width, height: side.height }) : t("notRead")}</dd>
      <dt className="text-muted-foreground">{t("bytes")}</dt>
      <dd>{bytes(side.byteSize)}</dd>
      <dt className="text-muted-foreground">{t("format")}</dt>
      <dd>{side.mimeType ?? t("unknownType")}</dd>
    </dl>
  );
}

function RuleLine({
  rule,
  file,
  after,
  categoryName,
  bytes,
}: {
  rule: PlaygroundRule;
  file: File;
  after: ImageSide | null;
  categoryName: string;
  bytes: (value: number) => string;
}) {
  const t = useTranslations("imagePlayground");
  const size = { width: after?.width ?? 0, height: after?.height ?? 0 };
  const label = (() => {
    switch (rule.id) {
      case "minBytes":
      case "maxBytes":
        return t(`rule.${rule.id}`, { limit: bytes(rule.limit) });
      case "minSide":
        return t("rule.minSide", { limit: rule.limit });
      case "aspect":
        return rule.ratio ? t("rule.aspect", { ratio: rule.ratio }) : t("rule.aspectAny");
      default:
        return t(`rule.${rule.id}`);
    }
  })();
  const reason = (() => {
    if (rule.passed === null) return t("reason.unread");
    if (rule.passed) return null;
    switch (rule.id) {
      case "format":
        return t("reason.format", { type: browserMime(file) ?? t("unknownType") });
      case "fileName":
        return t("reason.fileName");
      case "minBytes":
      case "maxBytes":
        return t(`reason.${rule.id}`, { size: bytes(file.size), limit: bytes(rule.limit) });
      case "minSide":
        return t("reason.minSide", { ...size, limit: rule.limit });
      case "aspect":
        return t("reason.aspect", { ...size, category: categoryName, ratio: rule.ratio ?? "" });
    }
  })();
  const Icon = rule.passed === null ? CircleHelp : rule.passed ? CircleCheck : CircleX;
  const status = rule.passed === null ? t("unknown") : rule.passed ? t("passed") : t("failed");
  return (
    <li className="flex gap-2 text-sm" data-rule={rule.id} data-passed={String(rule.passed)}>
      <Icon
        aria-hidden
        className={
          rule.passed === null
            ? "text-muted-foreground mt-0.5 size-4 shrink-0"
            : rule.passed
              ? "mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              : "text-destructive mt-0.5 size-4 shrink-0"
        }
      />
      <span className="flex flex-col">
        <span>
          <span className="font-medium">{label}</span>
          {": "}
          {status}
        </span>
        {reason ? <span className="text-muted-foreground">{reason}</span> : null}
      </span>
    </li>
  );
}
