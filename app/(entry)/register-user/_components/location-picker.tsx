"use client";

import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/feedback/loading";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import { LAYOUT, ONBOARDING_MAX_LOCATIONS, ONBOARDING_MIN_LOCATIONS } from "@/lib/constants";
import {
  OnboardingLocationsQuery,
  UpdateLocationsLeadsMutation,
  VerifyLocationMutation,
} from "@/lib/onboarding/operations";
import type { Selectability } from "@/lib/onboarding/selectable";
import { LocationRow, type PickerLocation } from "./location-row";
import type { LeadIdentity } from "./lead-identity";

/** Step 1: the lead's maps locations; 1 to 10 selected, unverified ones verified on click. */
export function LocationPicker({
  lead,
  onSaved,
  onFailed,
}: {
  lead: LeadIdentity;
  onSaved: (locations: string[]) => void;
  onFailed: () => void;
}) {
  const t = useTranslations("onboarding.locations");
  const router = useRouter();
  const { data, loading, error } = useGraphQLQuery(OnboardingLocationsQuery, { variables: {} });
  const [verify] = useGraphQLMutation(VerifyLocationMutation);
  const [save, { loading: saving }] = useGraphQLMutation(UpdateLocationsLeadsMutation);
  const [selected, setSelected] = useState<string[]>([]);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [states, setStates] = useState<Record<string, Selectability>>({});

  const locations: PickerLocation[] = useMemo(
    () =>
      (data?.onBoardingLocations ?? []).map((l) => ({
        id: l.id,
        locationName: l.locationName,
        address: [...l.address.addressLines, l.address.locality].filter(Boolean).join(", "),
        selectability: states[l.id] ?? l.selectability,
      })),
    [data, states],
  );

  useEffect(() => {
    if (error) onFailed();
    else if (data && data.onBoardingLocations.length === 0)
      router.replace("/no-permissions?error=NO_GOOGLE_LOCATIONS");
  }, [data, error, onFailed, router]);

  const toggle = (id: string) => {
    if (selected.includes(id)) return setSelected(selected.filter((s) => s !== id));
    if (selected.length >= ONBOARDING_MAX_LOCATIONS)
      return toast.info(t("maxReached", { max: ONBOARDING_MAX_LOCATIONS }));
    setSelected([...selected, id]);
  };

  const activate = async (location: PickerLocation) => {
    if (location.selectability === "SELECTABLE") return toggle(location.id);
    setVerifying(location.id);
    try {
      const result = await verify({
        input: { tenant: lead.tenantId, email: lead.email, locationGoogleId: location.id },
      });
      const next = result.verifiedLocation.selectability ?? location.selectability;
      setStates((s) => ({ ...s, [location.id]: next }));
      if (next === "SELECTABLE") toggle(location.id);
      else if (next === "VERIFICATION_PENDING") toast.warning(t("verifyPending"));
      else if (next === "VERIFICATION_FAILED") toast.error(t("verifyFailed"));
    } catch (cause) {
      console.error("verifiedLocation failed", cause);
      toast.error(t("verifyError"));
    } finally {
      setVerifying(null);
    }
  };

  const submit = async () => {
    try {
      const result = await save({ locations: selected });
      if (result.updateLocationsLeads !== "DONE") return onFailed();
      onSaved(selected);
    } catch (cause) {
      console.error("updateLocationsLeads failed", cause);
      onFailed();
    }
  };

  if (loading || !data || data.onBoardingLocations.length === 0) return <Loading />;
  const count = selected.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("title")}</CardTitle>
        <CardDescription>{t("subtitle", { max: ONBOARDING_MAX_LOCATIONS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul
          className="flex flex-col gap-2 overflow-y-auto pr-1"
          style={{ maxHeight: LAYOUT.locationListHeight }}
        >
          {locations.map((location) => (
            <li key={location.id}>
              <LocationRow
                location={location}
                selected={selected.includes(location.id)}
                verifying={verifying === location.id}
                onActivate={() => void activate(location)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex items-center justify-between gap-3">
        <p
          className="text-sm font-medium tabular-nums"
          aria-live="polite"
          aria-label={t("counterLabel", { count, max: ONBOARDING_MAX_LOCATIONS })}
        >
          {t("counter", { count, max: ONBOARDING_MAX_LOCATIONS })}
        </p>
        <Button
          onClick={() => void submit()}
          disabled={
            count < ONBOARDING_MIN_LOCATIONS ||
            count > ONBOARDING_MAX_LOCATIONS ||
            saving ||
            verifying !== null
          }
        >
          {t("next")}
        </Button>
      </CardFooter>
    </Card>
  );
}
