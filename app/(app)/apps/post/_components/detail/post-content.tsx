import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format/date";
import type { PostDetailQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";

type Content = NonNullable<PostDetailQuery["post"]>["content"];

/** A wall-clock "YYYY-MM-DDTHH:mm" of the stores' own time, as written (no zone to convert). */
function wallText(wall: string, locale: Locale) {
  return `${formatDate(wall.slice(0, 10), locale)} ${wall.slice(11, 16)}`;
}

/** What the post says, as the maps service shows it: its text, images, dates, offer and button. */
export async function PostContentView({ content }: { content: Content }) {
  const [t, tPosts, locale] = await Promise.all([
    getTranslations("posts.detail.content"),
    getTranslations("posts"),
    getLocale() as Promise<Locale>,
  ]);
  const facts: [string, string | null | undefined, boolean?][] = [
    [
      t("dates"),
      content.validFrom && content.validTo
        ? t("dateRange", {
            from: wallText(content.validFrom, locale),
            to: wallText(content.validTo, locale),
          })
        : null,
    ],
    [t("coupon"), content.couponCode],
    [t("redeemOnline"), content.redeemOnlineUrl, true],
    [t("terms"), content.termsConditions],
    [t("button"), content.actionType ? tPosts(`actions.${content.actionType}`) : null],
    [t("buttonUrl"), content.buttonUrl, true],
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="post-content-heading">
      <h3 id="post-content-heading" className="text-sm font-semibold">
        {t("title")}
      </h3>
      <p className="bg-muted/40 rounded-md border p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
        {content.summary}
      </p>
      {content.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("images")}>
          {content.images.map((image) => (
            <li key={image.id}>
              {/* Signed library URLs of any size: next/image would need every host configured. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={image.url}
                alt={image.name}
                className="bg-muted size-20 rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([term, value, link]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {link ? (
                  <a
                    href={value!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
