import { useTranslations } from "next-intl";
import { Globe, Navigation, Phone, Store } from "lucide-react";
import { useFormatNumber } from "@/lib/format/use-format-number";

export type TopLocationItem = {
  _id: string;
  locationName: string;
  address: { addressLines: string[]; locality?: string | null };
  insights: { indications: number; phone: number; web: number };
};

/** Each store with its shop icon, name, address lines and locality, then directions, phone and web. */
export function TopLocationsList({
  locations,
  emptyText,
}: {
  locations: TopLocationItem[];
  emptyText: string;
}) {
  const t = useTranslations("home.top");
  const format = useFormatNumber();
  if (locations.length === 0) return <p className="text-muted-foreground text-sm">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {locations.map((location) => {
        const values = [
          { key: "directions", icon: Navigation, value: location.insights.indications },
          { key: "phone", icon: Phone, value: location.insights.phone },
          { key: "web", icon: Globe, value: location.insights.web },
        ] as const;
        return (
          <li
            key={location._id}
            className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <Store className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
              <div className="min-w-0">
                <p className="truncate font-medium">{location.locationName}</p>
                <p className="text-muted-foreground truncate text-sm">
                  {[...location.address.addressLines, location.address.locality]
                    .filter(Boolean)
                    .join(", ")}
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-2 sm:w-64">
              {values.map(({ key, icon: Icon, value }) => (
                <div key={key} className="flex flex-col items-center">
                  <dt className="text-muted-foreground flex items-center gap-1 text-xs">
                    <Icon className="size-3.5" aria-hidden />
                    {t(key)}
                  </dt>
                  <dd className="font-semibold tabular-nums" data-metric={key}>
                    {format.number(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
