"use client";
import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { coordinatesText, mapsSearchUrl } from "@/lib/geolocation/rules";
import type { Locale } from "@/lib/i18n/config";
import { PinLinkCard } from "./pin-link-card";
import { PinProposalItem } from "./pin-proposal-item";
import type { PinStoreData } from "./types";
import { useMoment } from "./use-moment";

/** The chosen store: its current pin, a new link for a phone at the store, its proposals. */
export function PinStorePanel({
  store,
  loading,
  failed,
  refetch,
}: {
  store: PinStoreData | null;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}) {
  const t = useTranslations("geolocation.edit");
  const locale = useLocale() as Locale;
  const moment = useMoment();
  if (!store) {
    if (loading) return <Skeleton className="h-48 w-full" />;
    return (
      <p role="alert" className="text-destructive text-sm">
        {failed ? t("failed") : t("noStore")}
      </p>
    );
  }
  const pin =
    store.latitude !== null && store.longitude !== null
      ? { latitude: store.latitude, longitude: store.longitude }
      : null;
  return (
    <div className="flex flex-col gap-4" data-testid="pin-store-panel">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {store.name}
          </CardTitle>
          <p className="text-muted-foreground text-sm">{store.address}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("currentPin")}</span>
          {pin ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono" data-testid="current-pin">
                {coordinatesText(pin)}
              </span>
              <a
                href={mapsSearchUrl(pin)}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline underline-offset-2"
              >
                {t("openInMaps")}
              </a>
            </span>
          ) : (
            <span className="text-muted-foreground">{t("noPin")}</span>
          )}
        </CardContent>
      </Card>
      <PinLinkCard store={store} onCreated={refetch} />
      <section aria-labelledby="pin-proposals" className="flex flex-col gap-3">
        <h2 id="pin-proposals" className="text-lg font-semibold">
          {t("proposals")}
        </h2>
        {store.proposals.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noProposals")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {store.proposals.map((proposal) => (
              <PinProposalItem
                key={proposal.id}
                proposal={proposal}
                pin={pin}
                locale={locale}
                moment={moment}
                onDecided={refetch}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
