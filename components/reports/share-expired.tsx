import { getTranslations } from "next-intl/server";
import { Link2Off } from "lucide-react";
import { EntryFrame } from "@/components/entry-frame";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** What an expired, revoked or unknown report link shows: the same for each, naming nothing. */
export async function ShareExpired() {
  const t = await getTranslations("reportSharing.shared");
  return (
    <EntryFrame>
      <Card className="w-full max-w-lg" data-testid="shared-report-expired">
        <CardHeader className="flex flex-row items-center gap-3">
          <Link2Off className="text-destructive size-8" aria-hidden />
          <CardTitle as="h1" className="text-xl">
            {t("expiredTitle")}
          </CardTitle>
        </CardHeader>
        <CardContent>{t("expired")}</CardContent>
      </Card>
    </EntryFrame>
  );
}
