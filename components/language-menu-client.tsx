"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Flag } from "@/components/ui/flag";
import { toast } from "@/components/ui/toast";
import { setLocale } from "@/lib/profile/locale-action";
import { localeMeta, locales, type Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";

export type LanguageMenuLabels = { title: string; trigger: string; changeFailed: string };

/**
 * The interactive part of the language menu (see language-menu.tsx). A small hand-made menu
 * button taking translated labels: it is on the sign-in page, whose bundle must stay small.
 */
export function LanguageMenuClient({
  current,
  labels,
  className,
}: {
  current: Locale;
  labels: LanguageMenuLabels;
  className?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  function choose(value: Locale) {
    setOpen(false);
    if (value === current) return;
    startTransition(async () => {
      const result = await setLocale(value);
      if (!result.ok) {
        toast.error(labels.changeFailed);
        return;
      }
      document.documentElement.lang = value;
      document.documentElement.dir = localeMeta[value].dir;
      router.refresh();
    });
  }

  function onMenuKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=menuitemradio]")];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>("button")?.focus();
    }
  }

  const meta = localeMeta[current];
  return (
    <div ref={rootRef} className="relative">
      <Button
        variant="ghost"
        size="sm"
        aria-label={labels.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={pending || undefined}
        className={cn("gap-2", className)}
        onClick={() => setOpen((o) => !o)}
      >
        <Flag code={meta.flag} />
        <span className="hidden font-semibold uppercase sm:inline">{meta.id}</span>
      </Button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={labels.title}
          onKeyDown={onMenuKeyDown}
          className="bg-popover text-popover-foreground absolute right-0 z-50 mt-1 min-w-44 rounded-md border p-1 shadow-md"
        >
          {locales.map((id) => (
            <li
              key={id}
              role="menuitemradio"
              aria-checked={id === current}
              aria-disabled={pending || undefined}
              tabIndex={-1}
              lang={id}
              onClick={() => choose(id)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  choose(id);
                }
              }}
              className="hover:bg-accent focus:bg-accent flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none"
            >
              <Flag code={localeMeta[id].flag} />
              <span className="flex-1">{localeMeta[id].title}</span>
              {id === current ? <Check className="size-4" aria-hidden /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
