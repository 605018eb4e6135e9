"use client";
import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  coordinatesText,
  distanceMeters,
  formatDistance,
  isPoorAccuracy,
  mapsSearchUrl,
  type LatLng,
} from "@/lib/geolocation/rules";
import type { Locale } from "@/lib/i18n/config";

type Texts = {
  use: string;
  locating: string;
  position: string;
  /** Templates with {distance} (and {limit}), filled here: the page ships no translator. */
  accuracy: string;
  distance: string;
  poorAccuracy: string;
  propose: string;
  proposing: string;
  proposed: string;
  denied: string;
  unavailable: string;
  timeout: string;
  unsupported: string;
  failed: string;
  openInMaps: string;
};

type Position = LatLng & { accuracy: number };

type State =
  | { step: "idle" }
  | { step: "locating" }
  | { step: "located"; position: Position }
  | { step: "sending"; position: Position }
  | { step: "sent"; position: Position }
  | { step: "failed"; message: string; position?: Position };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The phone's part of /geolocation: the browser's position (high accuracy, asked on a click),
 * its accuracy and distance from the current pin, and "Propose this pin". Each refusal of the
 * browser or the server is said in words and sends nothing.
 */
export function PinCapture({
  token,
  pin,
  locale,
  poorAccuracyMeters,
  texts,
}: {
  token: string;
  pin: LatLng | null;
  locale: Locale;
  poorAccuracyMeters: number;
  texts: Texts;
}) {
  const [state, setState] = useState<State>({ step: "idle" });

  function locate() {
    if (!("geolocation" in navigator)) {
      setState({ step: "failed", message: texts.unsupported });
      return;
    }
    setState({ step: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          step: "located",
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          },
        }),
      (error) =>
        setState({
          step: "failed",
          message:
            error.code === error.PERMISSION_DENIED
              ? texts.denied
              : error.code === error.TIMEOUT
                ? texts.timeout
                : texts.unavailable,
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }

  async function propose(position: Position) {
    setState({ step: "sending", position });
    const response = await fetch("/api/geolocation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, ...position }),
    }).catch(() => null);
    if (response?.ok) {
      setState({ step: "sent", position });
      return;
    }
    const body = (await response?.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    setState({ step: "failed", message: body?.error?.message ?? texts.failed, position });
  }

  const position = "position" in state ? state.position : undefined;
  const busy = state.step === "locating" || state.step === "sending";
  return (
    <div className="flex flex-col gap-4">
      {state.step !== "sent" ? (
        <Button type="button" size="lg" onClick={locate} disabled={busy} className="w-full">
          <LocateFixed aria-hidden />
          {state.step === "locating" ? texts.locating : texts.use}
        </Button>
      ) : null}
      {position ? (
        <div className="bg-muted/60 flex flex-col gap-1 rounded-md border p-3 text-sm">
          <span className="font-medium">{texts.position}</span>
          <span className="font-mono" data-testid="pin-position">
            {coordinatesText(position)}
          </span>
          <span>
            {fill(texts.accuracy, { distance: formatDistance(position.accuracy, locale) })}
          </span>
          {pin ? (
            <span data-testid="pin-distance">
              {fill(texts.distance, {
                distance: formatDistance(distanceMeters(pin, position), locale),
              })}
            </span>
          ) : null}
          <a
            href={mapsSearchUrl(position)}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-2"
          >
            {texts.openInMaps}
          </a>
        </div>
      ) : null}
      {position && isPoorAccuracy(position.accuracy) && state.step !== "sent" ? (
        <p role="alert" className="rounded-md border border-amber-600/40 p-3 text-sm">
          {fill(texts.poorAccuracy, {
            distance: formatDistance(position.accuracy, locale),
            limit: formatDistance(poorAccuracyMeters, locale),
          })}
        </p>
      ) : null}
      {position && (state.step === "located" || state.step === "sending") ? (
        <Button
          type="button"
          size="lg"
          variant="default"
          onClick={() => propose(position)}
          disabled={busy}
          className="w-full"
        >
          {state.step === "sending" ? texts.proposing : texts.propose}
        </Button>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {state.step === "sent" ? (
          <p role="status" className="font-medium">
            {texts.proposed}
          </p>
        ) : null}
        {state.step === "failed" ? (
          <p role="alert" className="text-destructive">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
