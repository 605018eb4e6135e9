"use client";
import { MoreHorizontal } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { qrPageHref } from "@/lib/review-links/rules";
import { STORE_EDIT_ROUTES, storeEditHref } from "@/lib/stores/edit-routes";
import type { StoreRow } from "./stores-table-config";

/** A row's quick actions: the store's edit pages and its QR review card. */
export function StoreRowActions({ store }: { store: StoreRow }) {
  const t = useTranslations("stores");
  return (
    <MountOnUse
      popup="menu"
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("rowActions", { name: store.name })}>
          <MoreHorizontal aria-hidden />
        </Button>
      }
    >
      {(button) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {STORE_EDIT_ROUTES.map((route) => (
              <DropdownMenuItem key={route.id} asChild>
                <Link href={storeEditHref(route, store.id)}>{t(`editRoutes.${route.id}`)}</Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem asChild>
              {/* The public card opens beside the list, ready to print. */}
              <a href={qrPageHref(store.id)} target="_blank" rel="noopener">
                {t("reviewRequests.qrCard")}
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </MountOnUse>
  );
}
