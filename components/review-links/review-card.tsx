import { getTranslations } from "next-intl/server";
import type { PublicStore } from "@/lib/review-links/queries";
import { cardLocale } from "@/lib/review-links/rules";
import { PrintButton } from "./print-button";
import { QrCode } from "./qr-code";
import { FiveStars } from "./stars";

/**
 * A store's printable review-request card, in the store's language whatever the reader's: what
 * its public profile shows (name, address) and the QR code of its review link. One card a sheet
 * when printed.
 */
export async function ReviewCard({ store, link }: { store: PublicStore; link: string }) {
  const locale = cardLocale(store.languageCode);
  const t = await getTranslations({ locale, namespace: "reviewLinks.card" });
  return (
    <article
      lang={locale}
      className="bg-card text-card-foreground mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-xl border p-6 text-center shadow-sm print:max-w-none print:break-inside-avoid print:border-0 print:shadow-none"
      data-testid="review-card"
    >
      <h1 className="text-2xl font-semibold tracking-tight">{t("heading")}</h1>
      <FiveStars label={t("stars")} />
      <div className="flex flex-col gap-1">
        <p className="text-lg font-medium">{store.name}</p>
        <address className="text-muted-foreground text-sm not-italic">
          {store.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </div>
      <QrCode
        value={link}
        label={t("qrLabel", { name: store.name })}
        className="size-60 max-w-full"
      />
      <p className="text-sm">{t("scan")}</p>
      <p className="text-muted-foreground text-xs">
        {t("orOpen")}{" "}
        <a href={link} className="break-all underline underline-offset-2">
          {link}
        </a>
      </p>
      <PrintButton label={t("print")} />
    </article>
  );
}
