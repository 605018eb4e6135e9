"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { CodeDisplay } from "@/components/common/code-display";
import { GenericDialog } from "@/components/common/generic-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format/date";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { CreateMediaLinkMutation, RevokeMediaLinkMutation } from "@/lib/media/operations";

/** What a link opens: a package (/media-link) or one store's photos (/media-link-list). */
export type ShareTarget = { packageId: string } | { locationId: string };

export type ShareablePackage = {
  id: string;
  name: string;
  links: { id: string; expiresAt: string }[];
};

/** The lifetimes offered, in hours (the server takes 1 to 720). */
const DURATIONS = ["24", "72", "168", "720"] as const;

/**
 * Makes a share link of a package or a store (its address is shown once, with a copy button) and
 * revokes the ones in use.
 */
export function ShareLinkDialog({
  target,
  name,
  links: inUse,
  onClose,
}: {
  target: ShareTarget;
  name: string;
  links: { id: string; expiresAt: string }[];
  onClose: () => void;
}) {
  const t = useTranslations("media.share");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const durationId = useId();
  const [hours, setHours] = useState<(typeof DURATIONS)[number]>("72");
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null);
  const [links, setLinks] = useState(inUse);
  const [create, creating] = useGraphQLMutation(CreateMediaLinkMutation);
  const [revoke, revoking] = useGraphQLMutation(RevokeMediaLinkMutation);

  async function makeLink() {
    try {
      const data = await create({ input: { ...target, expiresInHours: Number(hours) } });
      const made = data.createMediaLink;
      setCreated({ id: made.link.id, url: made.url });
      setLinks((all) => [...all, made.link]);
      router.refresh();
    } catch {
      toast.error(t("create"));
    }
  }

  async function revokeLink(id: string) {
    try {
      await revoke({ id });
      setLinks((all) => all.filter((link) => link.id !== id));
      if (created?.id === id) setCreated(null);
      toast.success(t("revoked"));
      router.refresh();
    } catch {
      toast.error(t("revoke"));
    }
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title", { name })}
      titleClassName="break-words"
      description={t("packageId" in target ? "description" : "storeDescription")}
    >
      {created ? (
        <div className="flex min-w-0 flex-col gap-2">
          <CodeDisplay code={created.url} label={t("url")} />
          <p className="text-muted-foreground text-xs" role="status">
            {t("shownOnce")}
          </p>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={durationId}>{t("expires")}</Label>
            <Select value={hours} onValueChange={(v) => setHours(v as typeof hours)}>
              <SelectTrigger id={durationId} className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DURATIONS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`durations.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button disabled={creating.loading} onClick={() => void makeLink()}>
            {creating.loading ? t("creating") : t("create")}
          </Button>
        </div>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("active")}</h3>
        {links.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("none")}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {links.map((link) => {
              const date = formatDate(link.expiresAt, locale);
              return (
                <li key={link.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="text-sm">{t("expiresAt", { date })}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={revoking.loading}
                    aria-label={t("revokeLink", { date })}
                    onClick={() => void revokeLink(link.id)}
                  >
                    {t("revoke")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </GenericDialog>
  );
}
