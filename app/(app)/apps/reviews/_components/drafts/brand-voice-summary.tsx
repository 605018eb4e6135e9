"use client";

import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SectionCard } from "@/components/common/section-card";
import { Button } from "@/components/ui/button";
import type {
  BrandVoiceFieldsFragment,
  ReplyDrafterMode,
} from "@/lib/graphql/generated/client/graphql";

const BrandVoiceDialog = dynamic(() =>
  import("./brand-voice-dialog").then((module) => module.BrandVoiceDialog),
);

/** The tenant's brand voice as it stands, and its editor. */
export function BrandVoiceSummary({
  voice,
  drafter,
  onSaved,
}: {
  voice: BrandVoiceFieldsFragment;
  drafter: { mode: ReplyDrafterMode; modelId?: string | null };
  onSaved: () => void;
}) {
  const t = useTranslations("reviewDrafts");
  const [open, setOpen] = useState(false);
  const rows: [string, string][] = [
    [t("voice.tone"), t(`voice.tones.${voice.tone}`)],
    [t("voice.formality"), t(`voice.formalities.${voice.formality}`)],
    [t("voice.signOff"), voice.signOff || t("voice.none")],
    [t("voice.avoidWords"), voice.avoidWords.join(", ") || t("voice.none")],
    [t("voice.maxLength"), String(voice.maxLength)],
  ];
  return (
    <SectionCard
      title={t("voice.title")}
      description={t("voice.description")}
      action={
        <Button variant="outline" onClick={() => setOpen(true)} data-testid="brand-voice-edit">
          <Pencil aria-hidden />
          {t("voice.edit")}
        </Button>
      }
    >
      <dl
        className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="brand-voice"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground mt-3 text-sm">
        {t("voice.rules")}{" "}
        {drafter.mode === "MODEL"
          ? t("drafter.model", { model: drafter.modelId ?? "" })
          : drafter.mode === "OFFLINE"
            ? t("drafter.offline")
            : null}
      </p>
      {open ? (
        <BrandVoiceDialog
          voice={voice}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
