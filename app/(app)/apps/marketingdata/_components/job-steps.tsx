import { getLocale, getTranslations } from "next-intl/server";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ExtractJobQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { formatMoment } from "@/lib/format/date";
import { formatDuration } from "@/lib/marketing/format";

type Step = NonNullable<ExtractJobQuery["extractJob"]>["steps"][number];

/** Each step of the job's runs: start, end, duration, rows and error, in the order they ran. */
export async function JobSteps({ steps }: { steps: Step[] }) {
  const [t, locale] = await Promise.all([
    getTranslations("marketing"),
    getLocale() as Promise<Locale>,
  ]);
  if (steps.length === 0)
    return <p className="text-muted-foreground text-sm">{t("detail.noSteps")}</p>;
  return (
    <Table aria-label={t("detail.steps")}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("detail.step")}</TableHead>
          <TableHead>{t("detail.start")}</TableHead>
          <TableHead>{t("detail.end")}</TableHead>
          <TableHead>{t("detail.duration")}</TableHead>
          <TableHead className="text-right">{t("detail.rows")}</TableHead>
          <TableHead>{t("detail.error")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={index} data-step={step.step}>
            <TableCell className="font-medium">{t(`steps.${step.step as "LOAD"}`)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatMoment(step.startedAt, locale)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {step.finishedAt ? formatMoment(step.finishedAt, locale) : t("detail.running")}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {step.durationMs === null ? "—" : formatDuration(step.durationMs)}
            </TableCell>
            <TableCell className="text-right">{step.rows?.toLocaleString(locale) ?? "—"}</TableCell>
            <TableCell className="text-destructive max-w-80 text-sm break-words">
              {step.error ?? ""}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
