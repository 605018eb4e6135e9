"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Flag } from "@/components/ui/flag";
import { toast } from "@/components/ui/toast";
import { setLocale } from "@/lib/i18n/actions";
import { isLocale, localeMeta, locales, type Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";

/**
 * Language switcher (spec §1: ids en/es with title and flag). Stays on the same page: the cookie is
 * set by a server action and the server tree is refreshed in the new language.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useTranslations("language");
  const current = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    startTransition(async () => {
      const result = await setLocale(value);
      if (!result.ok) {
        toast.error(t("changeFailed"));
        return;
      }
      document.documentElement.lang = value;
      document.documentElement.dir = localeMeta[value].dir;
      router.refresh();
    });
  }

  const meta = localeMeta[current];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("trigger", { language: meta.title })}
          aria-busy={pending || undefined}
          className={cn("gap-2", className)}
        >
          <Flag code={meta.flag} />
          <span className="font-semibold uppercase">{meta.id}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{t("title")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {locales.map((id) => (
            <DropdownMenuRadioItem key={id} value={id} disabled={pending} lang={id}>
              <Flag code={localeMeta[id].flag} />
              {localeMeta[id].title}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
