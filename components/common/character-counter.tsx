"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useOptionalField } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import { textLength } from "@/lib/validation/length";

/**
 * How many characters a text field holds against its limit, counted as the server's rule counts
 * them (trimmed, composed, one per character a reader sees: lib/validation/length.ts). Past the
 * limit the text stays as typed: the counter turns red and says how many characters are too many,
 * and the form refuses to send it. No field carries `maxLength`, which cut text without a word.
 * Inside a `<Field>` the control names it in `aria-describedby`, so the count is heard with the field.
 */
export function CharacterCounter({
  value,
  max,
  className,
  ...props
}: { value: string; max: number } & Omit<React.ComponentProps<"p">, "children">) {
  const t = useTranslations("validation");
  const count = textLength(value.trim().normalize("NFC"));
  const over = count - max;
  const field = useOptionalField();
  const register = field?.register;
  useEffect(() => {
    if (!register) return;
    register("counter", true);
    return () => register("counter", false);
  }, [register]);
  return (
    <p
      id={field?.counterId}
      data-over={over > 0 || undefined}
      className={cn(
        "text-muted-foreground shrink-0 text-xs tabular-nums",
        over > 0 && "text-destructive font-medium",
        className,
      )}
      {...props}
    >
      {t("counter", { count, max })}
      {over > 0 ? ` (${t("counterOver", { over })})` : null}
    </p>
  );
}
