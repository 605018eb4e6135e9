"use client";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { Button } from "@/components/ui/button";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import type { PinProposalFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import {
  ConfirmPinProposalMutation,
  DiscardPinProposalMutation,
} from "@/lib/geolocation/operations";
import {
  coordinatesText,
  formatDistance,
  isPoorAccuracy,
  mapsSearchUrl,
  type LatLng,
} from "@/lib/geolocation/rules";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { PinSketch } from "./pin-sketch";

/** One proposal: where and how sure, how far from the current pin, and its decision. */
export function PinProposalItem({
  proposal,
  pin,
  locale,
  moment,
  onDecided,
}: {
  proposal: PinProposalFieldsFragment;
  pin: LatLng | null;
  locale: Locale;
  moment: (iso: string) => string;
  onDecided: () => void;
}) {
  const t = useTranslations("geolocation.edit");
  const [confirm, confirming] = useGraphQLMutation(ConfirmPinProposalMutation);
  const [discard, discarding] = useGraphQLMutation(DiscardPinProposalMutation);
  const [outcome, setOutcome] = useState<{ jobId: string; held: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = confirming.loading || discarding.loading;
  const distance = proposal.distance === null ? null : formatDistance(proposal.distance, locale);

  async function run(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
      onDecided();
    } catch (failure) {
      setError(apiErrorDetails(failure).message ?? t("failed"));
    }
  }

  const onConfirm = () =>
    run(async () => {
      const data = await confirm({ id: proposal.id });
      setOutcome({ jobId: data.confirmPinProposal.jobId, held: data.confirmPinProposal.held });
    });
  const onDiscard = () =>
    run(async () => {
      await discard({ id: proposal.id });
    });

  const jobId = outcome?.jobId ?? proposal.jobId;
  return (
    <li
      className="bg-card flex flex-col gap-3 rounded-lg border p-4 sm:flex-row"
      data-testid="pin-proposal"
    >
      {pin && distance ? (
        <PinSketch
          current={pin}
          proposed={proposal}
          accuracy={proposal.accuracy}
          label={t("mapLabel", { distance })}
          currentText={t("mapCurrent")}
          proposedText={t("mapProposed")}
          distanceText={distance}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="font-medium">{t("proposedPin")}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono">{coordinatesText(proposal)}</span>
          <a
            href={mapsSearchUrl(proposal)}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {t("openInMaps")}
          </a>
        </span>
        <span data-testid="pin-distance">
          {distance ? t("distance", { distance }) : t("noDistance")}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {t("accuracy", { distance: formatDistance(proposal.accuracy, locale) })}
          {isPoorAccuracy(proposal.accuracy) ? (
            <StatusChip status="POOR_ACCURACY" colour="yellow">
              {t("poorAccuracy")}
            </StatusChip>
          ) : null}
        </span>
        <span className="text-muted-foreground">
          {t("proposedAt", { date: moment(proposal.createdAt) })}
        </span>
        {proposal.decision ? (
          <p className="font-medium" data-testid="pin-decision">
            {proposal.decision === "CONFIRMED"
              ? t("confirmed", { user: proposal.decidedBy ?? "—" })
              : t("discarded", { user: proposal.decidedBy ?? "—" })}
          </p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" onClick={onConfirm} disabled={busy}>
              {t("confirm")}
            </Button>
            <Button type="button" variant="outline" onClick={onDiscard} disabled={busy}>
              {t("discard")}
            </Button>
          </div>
        )}
        {outcome ? <p role="status">{outcome.held ? t("held") : t("sent")}</p> : null}
        {jobId ? (
          <Link href={`/apps/jobs/${jobId}`} className="text-primary underline underline-offset-2">
            {t("viewJob")}
          </Link>
        ) : null}
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
