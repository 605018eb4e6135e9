"use client";

import { useTranslations } from "next-intl";
import { Check, LoaderCircle, Store } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { Selectability } from "@/lib/onboarding/selectable";
import { cn } from "@/lib/utils";

export type PickerLocation = {
  id: string;
  locationName: string;
  address: string;
  selectability: Selectability;
};

const BADGE: Record<Selectability, BadgeProps["variant"]> = {
  SELECTABLE: "success",
  UNVERIFIED: "info",
  VERIFICATION_PENDING: "warning",
  VERIFICATION_FAILED: "destructive",
  DUPLICATE: "muted",
  CLOSED_TEMPORARILY: "muted",
  CLOSED_PERMANENTLY: "destructive",
};

/**
 * One location of step 1. Selectable ones toggle; never-verified ones verify on click (spinner);
 * the rest are disabled with the ADD_LOCATION_DISABLED tooltip.
 */
export function LocationRow({
  location,
  selected,
  verifying,
  onActivate,
}: {
  location: PickerLocation;
  selected: boolean;
  verifying: boolean;
  onActivate: () => void;
}) {
  const t = useTranslations("onboarding.locations");
  const disabled =
    location.selectability !== "SELECTABLE" && location.selectability !== "UNVERIFIED";
  const row = (
    <button
      type="button"
      role="checkbox"
      aria-checked={selected}
      aria-disabled={disabled || verifying}
      aria-busy={verifying}
      data-selectability={location.selectability}
      onClick={disabled || verifying ? undefined : onActivate}
      className={cn(
        "flex w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors",
        "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none",
        selected ? "border-primary bg-primary/5" : "bg-card hover:bg-muted/50",
        disabled && "hover:bg-card cursor-not-allowed opacity-60",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "flex size-5 shrink-0 items-center justify-center rounded border",
          selected && "border-primary bg-primary text-primary-foreground",
        )}
      >
        {verifying ? (
          <LoaderCircle className="text-primary size-4 animate-spin" />
        ) : selected ? (
          <Check className="size-3.5" />
        ) : null}
      </span>
      <Store className="text-muted-foreground size-5 shrink-0" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{location.locationName}</span>
        <span className="text-muted-foreground truncate text-sm">
          {location.address || t("noAddress")}
        </span>
      </span>
      <Badge variant={BADGE[location.selectability]} className="hidden sm:inline-flex">
        {verifying ? t("verifying") : t(`status.${location.selectability}`)}
      </Badge>
    </button>
  );
  const labelled = (
    <div className="flex flex-col gap-1">
      {row}
      <Badge variant={BADGE[location.selectability]} className="ml-11 sm:hidden">
        {verifying ? t("verifying") : t(`status.${location.selectability}`)}
      </Badge>
    </div>
  );
  if (!disabled) return labelled;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <div tabIndex={0} className="rounded-lg focus-visible:outline-none">
          {labelled}
        </div>
      </TooltipTrigger>
      <TooltipContent>{t("ADD_LOCATION_DISABLED")}</TooltipContent>
    </Tooltip>
  );
}
