"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Archive, ArchiveRestore, Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { DismissMediaPackageMutation } from "@/lib/media/operations";
import { ShareLinkDialog, type ShareablePackage } from "@/components/media/share-link-dialog";

/** A package's share link and its dismissal (spec §4: a dismissed package comes back by its link). */
export function PackageActions({ pkg }: { pkg: ShareablePackage & { dismissed: boolean } }) {
  const t = useTranslations("media.actions");
  const router = useRouter();
  const [sharing, setSharing] = useState(false);
  const [dismiss, { loading }] = useGraphQLMutation(DismissMediaPackageMutation);

  async function toggleDismissed() {
    try {
      await dismiss({ id: pkg.id, dismissed: !pkg.dismissed });
      toast.success(pkg.dismissed ? t("restoredToast") : t("dismissedToast"));
      router.refresh();
    } catch {
      toast.error(t("error"));
    }
  }

  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
        <Link2 aria-hidden />
        {t("share")}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={loading}
        aria-label={`${pkg.dismissed ? t("restore") : t("dismiss")}: ${pkg.name}`}
        onClick={() => void toggleDismissed()}
      >
        {pkg.dismissed ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {pkg.dismissed ? t("restore") : t("dismiss")}
      </Button>
      {sharing ? (
        <ShareLinkDialog
          target={{ packageId: pkg.id }}
          name={pkg.name}
          links={pkg.links}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </div>
  );
}
