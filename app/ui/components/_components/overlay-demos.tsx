"use client";

import { useTranslations } from "next-intl";
import { LogOut, Settings, User } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast, type ToastVariant } from "@/components/ui/toast";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { DemoSection } from "./demo-section";

const TOAST_VARIANTS: ToastVariant[] = ["success", "error", "info", "warning"];
const TABS = ["profile", "keywords", "clients"] as const;

export function OverlayDemos() {
  const t = useTranslations("ui.gallery");
  return (
    <>
      <DemoSection title={t("sections.overlays")}>
        <div className="flex flex-wrap items-center gap-3">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">{t("overlays.openDialog")}</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{t("overlays.dialogTitle")}</DialogTitle>
                <DialogDescription>{t("overlays.dialogDescription")}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">{t("overlays.cancel")}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="destructive">{t("overlays.confirm")}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline">{t("overlays.openSheet")}</Button>
            </SheetTrigger>
            <SheetContent>
              <SheetHeader>
                <SheetTitle>{t("overlays.sheetTitle")}</SheetTitle>
                <SheetDescription>{t("overlays.sheetDescription")}</SheetDescription>
              </SheetHeader>
            </SheetContent>
          </Sheet>
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline">{t("overlays.openPopover")}</Button>
            </PopoverTrigger>
            <PopoverContent aria-label={t("overlays.openPopover")} className="text-sm">
              {t("overlays.popoverText")}
            </PopoverContent>
          </Popover>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">{t("overlays.openMenu")}</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" className="w-48">
              <DropdownMenuLabel>{t("overlays.menuLabel")}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem>
                <User aria-hidden />
                {t("overlays.menuProfile")}
              </DropdownMenuItem>
              <DropdownMenuItem>
                <Settings aria-hidden />
                {t("overlays.menuSettings")}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">
                <LogOut aria-hidden />
                {t("overlays.menuLogout")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost">{t("overlays.tooltipTrigger")}</Button>
            </TooltipTrigger>
            <TooltipContent>{t("overlays.tooltipText")}</TooltipContent>
          </Tooltip>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {TOAST_VARIANTS.map((variant) => (
            <Button
              key={variant}
              variant="secondary"
              onClick={() => toast[variant](t(`toasts.${variant}Message`))}
            >
              {t(`toasts.${variant}`)}
            </Button>
          ))}
        </div>
      </DemoSection>

      <DemoSection title={t("sections.tabs")}>
        <Tabs defaultValue="profile" className="max-w-xl">
          <TabsList>
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent
              key={tab}
              value={tab}
              className="bg-card text-muted-foreground rounded-lg border p-4 text-sm"
            >
              {t(`tabs.${tab}Body`)}
            </TabsContent>
          ))}
        </Tabs>
      </DemoSection>
    </>
  );
}
