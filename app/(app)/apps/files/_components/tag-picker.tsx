"use client";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The tag facet's picker: the tags in use as chips; one at a time, a second press clears it. */
export function TagPicker({
  values,
  onChange,
  tags,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  tags: readonly string[];
}) {
  const t = useTranslations("files.facets");
  const current = values[0];
  // A tag from a shared link may no longer be in use: still shown, so it can be cleared.
  const shown = current && !tags.includes(current) ? [current, ...tags] : tags;
  if (shown.length === 0) return <p className="text-muted-foreground text-sm">{t("noTags")}</p>;
  return (
    <ul aria-label={t("tagsLabel")} className="flex max-h-64 flex-wrap gap-1.5 overflow-y-auto">
      {shown.map((tag) => {
        const on = tag === current;
        return (
          <li key={tag} className="max-w-full">
            <Button
              type="button"
              size="sm"
              variant={on ? "default" : "outline"}
              aria-pressed={on}
              className="h-7 max-w-full rounded-full px-3"
              onClick={() => onChange(on ? [] : [tag])}
            >
              {on ? <Check aria-hidden /> : null}
              <span className="truncate">{tag}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
