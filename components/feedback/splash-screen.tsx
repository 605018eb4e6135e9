import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { BrandMark } from "./brand-mark";

export type SplashScreenProps = {
  /** Cover the viewport (app start); false fills the nearest positioned parent instead. */
  fullScreen?: boolean;
  className?: string;
};

/** Brand splash shown while the app starts; pure CSS animation, no client JavaScript. */
export function SplashScreen({ fullScreen = true, className }: SplashScreenProps) {
  const t = useTranslations("ui.splash");
  return (
    <div
      role="status"
      aria-label={t("label")}
      className={cn(
        "bg-background inset-0 flex flex-col items-center justify-center gap-6",
        // Only the full-screen splash must cover overlays; a contained one stays in its stacking context.
        fullScreen ? "fixed z-[90]" : "absolute",
        className,
      )}
    >
      <div className="animate-splash-pulse">
        <BrandMark animated className="size-20 drop-shadow-lg" />
      </div>
      <div className="bg-muted h-1 w-28 overflow-hidden rounded-full" aria-hidden>
        <div className="animate-splash-bar bg-primary h-full w-1/3 rounded-full" />
      </div>
    </div>
  );
}
