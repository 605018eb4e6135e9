import { MapPin } from "lucide-react";

export type StoreHeaderAddress = {
  regionCode: string;
  postalCode?: string | null;
  administrativeArea?: string | null;
  locality?: string | null;
  addressLines: string[];
};

/** The store being edited, as the list shows it: its name and one line of address. */
export function StoreHeader({
  title,
  address,
}: {
  title: string;
  address: StoreHeaderAddress | null | undefined;
}) {
  const line = address
    ? [
        ...address.addressLines,
        address.locality,
        address.administrativeArea,
        address.postalCode,
        address.regionCode,
      ]
        .filter(Boolean)
        .join(", ")
    : "";
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid="store-header">
      <p className="truncate font-medium">{title}</p>
      {line ? (
        <p className="text-muted-foreground flex items-start gap-1.5 text-sm">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{line}</span>
        </p>
      ) : null}
    </div>
  );
}
