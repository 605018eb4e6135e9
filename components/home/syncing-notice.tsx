import { useTranslations } from "next-intl";
import { RefreshCw } from "lucide-react";

/** "The stores are synchronising" while an import of the tenant runs. */
export function SyncingNotice() {
  const t = useTranslations("home");
  return (
    <p
      role="status"
      className="bg-info/10 text-foreground flex items-center gap-2 rounded-lg px-4 py-3 text-sm"
    >
      <RefreshCw className="text-info size-4 shrink-0 animate-spin" aria-hidden />
      {t("syncing")}
    </p>
  );
}
