"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UnregisterDeviceMutation } from "@/lib/push/operations";

export type DeviceView = {
  id: string;
  platform: "ANDROID" | "IOS" | "WEB";
  updatedAt: string;
};

/** The user's phones and browsers that receive pushes, each removable. */
export function PushDevices({ devices }: { devices: readonly DeviceView[] }) {
  const t = useTranslations("push");
  const format = useFormatter();
  const router = useRouter();
  const errorMessage = useApiErrorMessage("push.errors");
  const [unregister, { loading }] = useGraphQLMutation(UnregisterDeviceMutation);

  async function remove(id: string) {
    try {
      await unregister({ id });
      toast.success(t("removed"));
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <SectionCard title={t("devicesTitle")} description={t("devicesDescription")} busy={loading}>
      {devices.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noDevices")}</p>
      ) : (
        <ul className="divide-y">
          {devices.map((device) => {
            const date = format.dateTime(new Date(device.updatedAt), { dateStyle: "medium" });
            const platform = t(`platforms.${device.platform}`);
            return (
              <li key={device.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-sm">
                  {platform}
                  <span className="text-muted-foreground"> · {t("registered", { date })}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={loading}
                  aria-label={t("removeLabel", { platform, date })}
                  onClick={() => remove(device.id)}
                >
                  {t("remove")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
