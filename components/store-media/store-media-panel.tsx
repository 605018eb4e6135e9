"use client";

import { Link2, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { JobProgress } from "@/components/jobs/job-progress";
import { ShareLinkDialog } from "@/components/media/share-link-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type {
  StoreMediaItemFieldsFragment,
  StoreMediaQuery as StoreMediaData,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { MediaReportMenu } from "./media-report-menu";
import { DeleteStoreMediaMutation } from "@/lib/media/operations";

/**
 * What one store shows on the maps service, read now (by the view, which names the store from the
 * same answer): the owner's photos (deletable, as a job) and customers' photos with their report
 * (spec §1 media, §4 media report).
 */
export function StoreMediaPanel({
  locationId,
  media,
  loading,
  refetch,
}: {
  locationId: string;
  media: StoreMediaData["storeMedia"] | undefined;
  loading: boolean;
  /** Reads the store's media again. */
  refetch: () => void;
}) {
  const t = useTranslations("storeMedia");
  const [remove] = useGraphQLMutation(DeleteStoreMediaMutation);
  const [asked, setAsked] = useState<StoreMediaItemFieldsFragment | null>(null);
  const [deletion, setDeletion] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  async function confirmDelete() {
    if (!asked) return;
    const sent = await remove({ locationId, name: asked.name }).catch(() => null);
    setAsked(null);
    if (!sent?.deleteStoreMedia) return toast.error(t("deleteFailed"));
    setDeletion(sent.deleteStoreMedia.id);
    toast.success(t("deleteSent"));
  }

  if (loading && !media) return <p className="text-muted-foreground text-sm">{t("loading")}</p>;
  if (!media) return <p className="text-muted-foreground text-sm">{t("noStore")}</p>;
  if (!media.available) return <p className="text-destructive text-sm">{t("unavailable")}</p>;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{t("shareHint")}</p>
        <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
          <Link2 aria-hidden />
          {t("share")}
        </Button>
      </div>
      {sharing ? (
        <ShareLinkDialog
          target={{ locationId }}
          name={media.locationName}
          links={media.links}
          onClose={() => {
            setSharing(false);
            refetch();
          }}
        />
      ) : null}
      {deletion ? (
        <div className="flex flex-col gap-2">
          <JobProgress jobId={deletion} />
          <Button variant="outline" size="sm" className="self-start" onClick={() => refetch()}>
            {t("reload")}
          </Button>
        </div>
      ) : null}
      <MediaSection title={t("owner")} empty={t("ownerEmpty")} items={media.owner}>
        {(item) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setAsked(item)}
            aria-label={t("delete", { name: item.name.split("/").pop()! })}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </MediaSection>
      <MediaSection title={t("customer")} empty={t("customerEmpty")} items={media.customer}>
        {(item) => (
          <MediaReportMenu
            locationId={locationId}
            name={item.name}
            status={item.report?.status ?? null}
          />
        )}
      </MediaSection>
      <GenericDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        onConfirm={confirmDelete}
        destructive
      />
    </div>
  );
}

function MediaSection({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: StoreMediaItemFieldsFragment[];
  children: (item: StoreMediaItemFieldsFragment) => React.ReactNode;
}) {
  const category = useTranslations("media.categories");
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-medium">{title}</h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.name} className="flex flex-col gap-2 rounded-md border p-2">
              <div className="bg-muted aspect-square overflow-hidden rounded">
                {/* eslint-disable-next-line @next/next/no-img-element -- the maps service's own URL */}
                <img
                  src={item.thumbnailUrl ?? item.googleUrl ?? ""}
                  alt={item.attribution ?? category(item.category ?? "ADDITIONAL")}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </div>
              <div className="flex flex-col items-start gap-1 text-xs">
                <span className="w-full truncate">
                  {item.attribution ?? category(item.category ?? "ADDITIONAL")}
                </span>
                {children(item)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
