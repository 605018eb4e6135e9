import { useTranslations } from "next-intl";
import { BrandMark } from "@/components/feedback/brand-mark";
import { LanguageMenu } from "@/components/language-menu";
import { onboardingStep, type OnboardingScreen } from "@/lib/onboarding/steps";
import { cn } from "@/lib/utils";

/** The onboarding pages' frame: no shell, the brand and the language menu, content centred. */
export function OnboardingFrame({
  children,
  wide = false,
}: {
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="bg-muted/40 min-h-screen px-3 py-4 sm:px-6 sm:py-8">
      <div className={cn("mx-auto flex w-full flex-col gap-4", wide ? "max-w-4xl" : "max-w-2xl")}>
        <header className="flex items-center justify-between gap-2">
          <BrandMark className="size-9" />
          <LanguageMenu />
        </header>
        {children}
      </div>
    </main>
  );
}

/** "Step n of m" of the whole onboarding, with a bar per step. */
export function StepIndicator({ screen }: { screen: OnboardingScreen }) {
  const t = useTranslations("onboarding");
  const { current, total } = onboardingStep(screen);
  const label = t("stepOf", { current, total });
  return (
    <div className="flex flex-col gap-2" aria-label={label}>
      <p className="text-muted-foreground text-sm">{label}</p>
      <div className="flex gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={cn("h-1.5 flex-1 rounded-full", i < current ? "bg-primary" : "bg-muted")}
          />
        ))}
      </div>
    </div>
  );
}
