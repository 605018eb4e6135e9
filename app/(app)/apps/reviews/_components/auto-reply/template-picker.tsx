"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import type { TemplateOption } from "./auto-reply-form-values";

type TemplatePickerProps = {
  templates: TemplateOption[];
  /** Chosen template ids, in the order they take turns. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
} & Pick<React.ComponentProps<"button">, "id" | "aria-invalid" | "aria-describedby">;

/** Chooses one or more of the tenant's templates for a rule: a popover of checkboxes. */
export function TemplatePicker({
  templates,
  value,
  onChange,
  onBlur,
  ...triggerProps
}: TemplatePickerProps) {
  const t = useTranslations("autoReplies.rules");
  const listId = useId();
  const byId = new Map(templates.map((template) => [template.id, template]));
  const chosen = value.map((id) => byId.get(id)).filter((template) => template !== undefined);
  const full = value.length >= REVIEW_LIMITS.templatesPerRule;

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...value, id] : value.filter((chosenId) => chosenId !== id));
  }

  return (
    <Popover onOpenChange={(open) => (open ? undefined : onBlur?.())}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="aria-invalid:border-destructive h-auto min-h-9 w-full justify-between py-1.5 font-normal whitespace-normal"
          {...triggerProps}
        >
          {chosen.length === 0 ? (
            <span className="text-muted-foreground">{t("chooseTemplates")}</span>
          ) : (
            <span className="flex min-w-0 flex-wrap gap-1">
              {chosen.map((template) => (
                <Badge key={template.id} variant="secondary" className="max-w-full">
                  <span className="truncate">{template.name}</span>
                </Badge>
              ))}
            </span>
          )}
          <ChevronDown className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-labelledby={`${listId}-title`}
        className="w-[min(22rem,calc(100vw-2rem))] p-0"
      >
        <div
          role="group"
          aria-labelledby={`${listId}-title`}
          className="flex max-h-72 flex-col overflow-y-auto p-1"
        >
          <p id={`${listId}-title`} className="text-muted-foreground px-2 pt-1.5 pb-1 text-xs">
            {t("pickerHint", { max: REVIEW_LIMITS.templatesPerRule })}
          </p>
          {templates.map((template) => {
            const checked = value.includes(template.id);
            const id = `${listId}-${template.id}`;
            return (
              <label
                key={template.id}
                htmlFor={id}
                className="hover:bg-accent flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
              >
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(state) => toggle(template.id, state === true)}
                />
                <span className="min-w-0 break-words">{template.name}</span>
              </label>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
