import { Wrench } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The notice a module in maintenance shows in its place (spec §3 Module status): what is down, that
 * it comes back, and the way home. `module` is a module_status name (stores, reviews…).
 */
export async function MaintenanceNotice({ module }: { module: string }) {
  const t = await getTranslations("maintenance");
  const key = `modules.${module}`;
  const name = t.has(key) ? t(key) : module;
  return (
    <Card className="w-full max-w-lg" data-testid="maintenance-notice">
      <CardHeader className="items-center text-center">
        <Wrench className="text-muted-foreground mb-2 size-10" aria-hidden />
        <CardTitle as="h1" className="text-xl">
          {t("title", { module: name })}
        </CardTitle>
        <CardDescription>{t("description", { module: name })}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link href="/apps/home">{t("home")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
