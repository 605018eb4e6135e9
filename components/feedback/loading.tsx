import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export type LoadingProps = {
  /** Replaces the default "Loading" / "Cargando" text (already translated). */
  label?: string;
  /** Centre in the whole viewport (route-level loading) instead of the parent box. */
  fullPage?: boolean;
  className?: string;
};

/** Spinner with a translated caption; usable from server and client components alike. */
export function Loading({ label, fullPage = false, className }: LoadingProps) {
  const t = useTranslations("common");
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "text-muted-foreground flex flex-col items-center justify-center gap-3 p-6 text-sm",
        fullPage && "min-h-dvh",
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="text-primary size-8 animate-spin"
        aria-hidden
        focusable="false"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span>{label ?? t("loading")}</span>
    </div>
  );
}
