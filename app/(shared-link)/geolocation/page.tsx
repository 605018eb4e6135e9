import { Link2Off } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { EntryFrame } from "@/components/entry-frame";
import { PinCapture } from "@/components/geolocation/pin-capture";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getDb } from "@/lib/db/client";
import { openPinLink } from "@/lib/geolocation/queries";
import { coordinatesText, POOR_ACCURACY_METERS } from "@/lib/geolocation/rules";
import type { Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("geolocation");
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * /geolocation?token=… (spec §2, no account, no shell): a phone at the store shares its position
 * and proposes it as the store's map pin. An unknown, expired or used link says which it is and
 * offers nothing to send.
 */
export default async function GeolocationPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  const [opened, t, locale] = await Promise.all([
    openPinLink(await getDb(), value),
    getTranslations("geolocation.capture"),
    getLocale(),
  ]);
  if (!opened || opened.state !== "OPEN" || !value) {
    const kind = !opened ? "unknown" : opened.state === "USED" ? "used" : "expired";
    return (
      <EntryFrame>
        <Card className="w-full max-w-lg" data-testid="pin-link-unavailable">
          <CardHeader className="flex flex-row items-center gap-3">
            <Link2Off className="text-destructive size-8 shrink-0" aria-hidden />
            <CardTitle as="h1" className="text-xl">
              {t(`${kind}Title`)}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {opened ? <p className="font-medium">{opened.store.name}</p> : null}
            <p>{t(kind)}</p>
          </CardContent>
        </Card>
      </EntryFrame>
    );
  }
  const { store } = opened;
  const texts = {
    use: t("use"),
    locating: t("locating"),
    position: t("position"),
    // Templates the phone fills in once it has a position: the placeholders pass through as
    // written (t.raw would answer the compiled message, not its text).
    accuracy: t("accuracy", { distance: "{distance}" }),
    distance: t("distance", { distance: "{distance}" }),
    poorAccuracy: t("poorAccuracy", { distance: "{distance}", limit: "{limit}" }),
    propose: t("propose"),
    proposing: t("proposing"),
    proposed: t("proposed"),
    denied: t("denied"),
    unavailable: t("unavailable"),
    timeout: t("timeout"),
    unsupported: t("unsupported"),
    failed: t("failed"),
    openInMaps: t("openInMaps"),
  };
  return (
    <EntryFrame>
      <Card className="w-full max-w-lg">
        <CardHeader className="flex flex-col gap-1">
          <p className="text-muted-foreground text-sm">{t("title")}</p>
          <CardTitle as="h1" className="text-xl">
            {store.name}
          </CardTitle>
          <p className="text-sm">{store.address}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">{t("intro")}</p>
          <p className="text-sm">
            <span className="font-medium">{t("currentPin")}: </span>
            {store.pin ? (
              <span className="font-mono">{coordinatesText(store.pin)}</span>
            ) : (
              t("noPin")
            )}
          </p>
          <PinCapture
            token={value}
            pin={store.pin}
            locale={locale as Locale}
            poorAccuracyMeters={POOR_ACCURACY_METERS}
            texts={texts}
          />
        </CardContent>
      </Card>
    </EntryFrame>
  );
}
