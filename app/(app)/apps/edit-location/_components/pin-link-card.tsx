"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CodeDisplay } from "@/components/common/code-display";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { CreatePinLinkMutation } from "@/lib/geolocation/operations";
import { PIN_LINK_HOURS } from "@/lib/geolocation/rules";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { PinStoreData } from "./types";
import { useMoment } from "./use-moment";

// The code's drawing loads only once a link exists.
const QrCode = dynamic(() =>
  import("@/components/review-links/qr-code").then((module) => module.QrCode),
);

/** A new link for the store (shown once, with its QR code) and the store's recent links. */
export function PinLinkCard({ store, onCreated }: { store: PinStoreData; onCreated: () => void }) {
  const t = useTranslations("geolocation.edit");
  const moment = useMoment();
  const [create, { loading }] = useGraphQLMutation(CreatePinLinkMutation);
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onCreate() {
    setError(null);
    try {
      const data = await create({ locationId: store.id });
      setCreated({ url: data.createPinLink.url, expiresAt: data.createPinLink.link.expiresAt });
      onCreated();
    } catch (failure) {
      setError(apiErrorDetails(failure).message ?? t("failed"));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {t("linkTitle")}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{t("linkHelp", { hours: PIN_LINK_HOURS })}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button type="button" onClick={onCreate} disabled={loading}>
            {loading ? t("creating") : t("createLink")}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        {created ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="pin-link">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p role="status" className="text-sm">
                {t("linkReady", { date: moment(created.expiresAt) })}
              </p>
              <CodeDisplay code={created.url} label={t("linkLabel")} />
            </div>
            <QrCode
              value={created.url}
              label={t("qrLabel", { store: store.name })}
              className="size-40 shrink-0"
            />
          </div>
        ) : null}
        {store.links.length ? (
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">{t("links")}</h3>
            <ul className="text-muted-foreground flex flex-col gap-0.5 text-sm">
              {store.links.map((link) => (
                <li key={link.id}>
                  {link.usedAt
                    ? t("linkUsed", { date: moment(link.usedAt) })
                    : link.expired
                      ? t("linkExpired", { date: moment(link.expiresAt) })
                      : t("linkOpen", { date: moment(link.expiresAt) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
