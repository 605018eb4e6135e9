"use client";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { FieldControl } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { QUARTER_HOUR_MS, toWallTime } from "@/lib/posts/time";
import type { PostFormValues } from "./post-form-values";
import { POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/** Spec §9: posts go out on quarter hours, so the day's 96 of them are the only choices. */
const QUARTER_TIMES = Array.from({ length: (24 * 60 * 60_000) / QUARTER_HOUR_MS }, (_, i) => {
  const minutes = (i * QUARTER_HOUR_MS) / 60_000;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/**
 * The time a planned post goes out, a quarter hour of the tenant's clock, named by its zone.
 * Today's quarter hours already past are shown but cannot be chosen.
 */
export function PublishTimeField({ timeZone, zoneName }: { timeZone: string; zoneName: string }) {
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
  const { control } = useFormContext<PostFormValues>();
  const date = useWatch({ control, name: "publishDate" });
  return (
    <ControlledField
      control={control}
      name="publishTime"
      label={t("publishTime")}
      hint={t("timeZone", { zone: zoneName, id: timeZone })}
      hintClassName="text-xs"
      message={message.key}
      ownControl
      render={(field) => (
        <Select value={field.value || undefined} onValueChange={field.onChange}>
          <FieldControl>
            <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={t("chooseTime")} />
            </SelectTrigger>
          </FieldControl>
          <PastAwareTimes date={date} timeZone={timeZone} />
        </Select>
      )}
    />
  );
}

/** Rendered only while the list is open, so "now" is read in the browser at that moment. */
function PastAwareTimes({ date, timeZone }: { date: string; timeZone: string }) {
  const now = toWallTime(new Date(), timeZone);
  return (
    <SelectContent className="max-h-72">
      {QUARTER_TIMES.map((time) => (
        <SelectItem key={time} value={time} disabled={`${date}T${time}` < now}>
          {time}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
