import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Store } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export type UnavailableReason = "missingId" | "notFound" | "loadFailed";

/**
 * An edit page without a store to edit: no ?id=, an id that is not one of the tenant's stores, or
 * a store the maps service could not be read for. Says which, and leads back to the list.
 */
export async function StoreUnavailable({ reason }: { reason: UnavailableReason }) {
  const t = await getTranslations("stores.edit.unavailable");
  return (
    <Card role="alert" data-testid="store-unavailable">
      <CardHeader className="flex flex-row items-start gap-3">
        <Store aria-hidden className="text-muted-foreground mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">{t(`${reason}.title`)}</CardTitle>
          <CardDescription>{t(`${reason}.description`)}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/apps/stores">{t("back")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
