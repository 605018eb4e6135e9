"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { useHydrated } from "@/components/common/use-hydrated";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import {
  BrowserPushError,
  browserSupportsPush,
  storeDeviceId,
  storedDeviceId,
  subscribeBrowser,
  unsubscribeBrowser,
} from "@/lib/push/browser";
import type { PushServiceMode } from "@/lib/push/config";
import { RegisterDeviceMutation, UnregisterDeviceMutation } from "@/lib/push/operations";

/**
 * "Enable push in this browser": permission, service worker, subscription, and the browser
 * registered as one of the user's devices. `deviceIds` are the user's devices the server knows,
 * so a browser whose device was removed (elsewhere, or as a dead subscription) reads as off.
 */
export function BrowserPushCard({
  mode,
  vapidPublicKey,
  deviceIds,
}: {
  mode: PushServiceMode;
  vapidPublicKey: string | null;
  deviceIds: readonly string[];
}) {
  const t = useTranslations("push");
  const router = useRouter();
  const errorMessage = useApiErrorMessage("push.errors");
  const [register, { loading: registering }] = useGraphQLMutation(RegisterDeviceMutation);
  const [unregister, { loading: removing }] = useGraphQLMutation(UnregisterDeviceMutation);
  const hydrated = useHydrated();
  // Set by this page's own enable / disable; until then, what this browser stored, if the server
  // still knows that device.
  const [changedId, setDeviceId] = useState<string | null | undefined>(undefined);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stored = hydrated ? storedDeviceId() : null;
  const deviceId =
    changedId !== undefined ? changedId : stored && deviceIds.includes(stored) ? stored : null;
  const supported = !hydrated || browserSupportsPush();

  const available = mode !== "off" && vapidPublicKey !== null;
  const busy = working || registering || removing;

  async function enable() {
    if (!vapidPublicKey) return;
    setProblem(null);
    setWorking(true);
    try {
      const subscription = await subscribeBrowser(mode, vapidPublicKey);
      const { registerDevice } = await register({
        token: subscription.endpoint,
        platform: "WEB",
        webPush: subscription.keys,
      });
      storeDeviceId(registerDevice.id);
      setDeviceId(registerDevice.id);
      toast.success(t("enabledToast"));
      router.refresh();
    } catch (error) {
      setProblem(
        error instanceof BrowserPushError ? t(`browser.${error.code}`) : errorMessage(error),
      );
    } finally {
      setWorking(false);
    }
  }

  async function disable() {
    setProblem(null);
    setWorking(true);
    try {
      if (deviceId) await unregister({ id: deviceId }).catch(() => undefined);
      await unsubscribeBrowser();
      setDeviceId(null);
      toast.success(t("disabledToast"));
      router.refresh();
    } finally {
      setWorking(false);
    }
  }

  return (
    <SectionCard title={t("browserTitle")} description={t("browserDescription")} busy={busy}>
      <div className="flex flex-col gap-3">
        {mode === "simulator" ? (
          <p role="note" className="bg-muted rounded-md px-3 py-2 text-sm">
            {t("simulated")}
          </p>
        ) : null}
        {!available ? (
          <p className="text-muted-foreground text-sm">{t("off")}</p>
        ) : !supported ? (
          <p className="text-muted-foreground text-sm">{t("browser.UNSUPPORTED")}</p>
        ) : (
          <>
            <p className="text-sm" aria-live="polite">
              {deviceId ? t("enabled") : t("disabled")}
            </p>
            <div>
              {deviceId ? (
                <Button variant="outline" onClick={disable} disabled={busy}>
                  {t("disable")}
                </Button>
              ) : (
                <Button onClick={enable} disabled={busy || !hydrated}>
                  {t("enable")}
                </Button>
              )}
            </div>
          </>
        )}
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
