import { useLocale, useTranslations } from "next-intl";
import { Plus, Star } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { formatCompact, formatCurrency } from "@/lib/format/number";
import { initials } from "@/lib/format/text";
import type { Locale } from "@/lib/i18n/config";
import { DemoSection } from "./demo-section";

// Sample rows: proper names and figures, not interface text.
const STORES = [
  {
    code: "PAL-01",
    name: "Palermo Soho",
    manager: "Lucía Fernández",
    updated: "2025-03-05",
    income: 182450.5,
    views: 12480,
    status: "live",
  },
  {
    code: "REC-02",
    name: "Recoleta",
    manager: "Martín Gómez",
    updated: "2025-02-17",
    income: 96120,
    views: 3_410_000,
    status: "pending",
  },
  {
    code: "MAD-07",
    name: "Madrid Centro",
    manager: "Sofía Ruiz",
    updated: "2024-12-31",
    income: 4300.25,
    views: 860,
    status: "failed",
  },
] as const;

const STATUS_VARIANT = { live: "success", pending: "warning", failed: "destructive" } as const;

export function DataDemos() {
  const t = useTranslations("ui.gallery");
  const locale = useLocale() as Locale;
  return (
    <>
      <DemoSection title={t("sections.buttons")}>
        <div className="flex flex-wrap items-center gap-3">
          <Button>{t("buttons.primary")}</Button>
          <Button variant="secondary">{t("buttons.secondary")}</Button>
          <Button variant="outline">{t("buttons.outline")}</Button>
          <Button variant="ghost">{t("buttons.ghost")}</Button>
          <Button variant="destructive">{t("buttons.destructive")}</Button>
          <Button variant="link">{t("buttons.link")}</Button>
          <Button disabled>{t("buttons.disabled")}</Button>
          <Button size="sm">{t("buttons.small")}</Button>
          <Button size="lg">{t("buttons.large")}</Button>
          <Button size="icon" aria-label={t("buttons.icon")}>
            <Plus aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t("badges.default")}</Badge>
          <Badge variant="success">{t("badges.live")}</Badge>
          <Badge variant="warning">{t("badges.pending")}</Badge>
          <Badge variant="destructive">{t("badges.failed")}</Badge>
          <Badge variant="muted">{t("badges.deleted")}</Badge>
          <Badge variant="info">{t("badges.info")}</Badge>
          <Badge variant="outline">{t("badges.outline")}</Badge>
        </div>
      </DemoSection>

      <DemoSection title={t("sections.data")}>
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <Card>
            <CardHeader>
              <CardTitle>{t("card.title")}</CardTitle>
              <CardDescription>{t("card.description")}</CardDescription>
            </CardHeader>
            <CardContent className="flex items-end gap-3">
              <span className="text-5xl font-bold">4.6</span>
              <span className="text-warning flex gap-0.5 pb-2" aria-hidden>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
            </CardContent>
            <CardFooter>
              <Button variant="outline" size="sm">
                {t("card.action")}
              </Button>
            </CardFooter>
          </Card>
          <Card className="py-2">
            <Table>
              <TableCaption>{t("table.caption")}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("table.store")}</TableHead>
                  <TableHead>{t("table.updated")}</TableHead>
                  <TableHead className="text-right">{t("table.views")}</TableHead>
                  <TableHead className="text-right">{t("table.income")}</TableHead>
                  <TableHead>{t("table.status")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {STORES.map((store) => (
                  <TableRow key={store.code}>
                    <TableCell>
                      <div className="flex items-center gap-3">
                        <Avatar>
                          <AvatarFallback>{initials(store.manager)}</AvatarFallback>
                        </Avatar>
                        <div className="flex flex-col">
                          <span className="font-medium">{store.name}</span>
                          <span className="text-muted-foreground text-xs">{store.code}</span>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell>{formatDate(store.updated, locale)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCompact(store.views)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCurrency(store.income, "USD", locale)}
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANT[store.status]}>
                        {t(`badges.${store.status}`)}
                      </Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </div>
        <div className="flex items-center gap-4" aria-hidden>
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        </div>
      </DemoSection>
    </>
  );
}
