import { getTranslations } from "next-intl/server";
import { Link2Off } from "lucide-react";
import { EntryFrame } from "@/components/entry-frame";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** What an expired, revoked or unknown share link shows: the same for each, naming nothing. */
export async function LinkUnavailable() {
  const t = await getTranslations("mediaLink");
  return (
    <EntryFrame>
      <Card className="w-full max-w-lg">
        <CardHeader className="flex flex-row items-center gap-3">
          <Link2Off className="text-destructive size-8" aria-hidden />
          <CardTitle as="h1" className="text-xl">
            {t("unavailableTitle")}
          </CardTitle>
        </CardHeader>
        <CardContent>{t("unavailable")}</CardContent>
      </Card>
    </EntryFrame>
  );
}
