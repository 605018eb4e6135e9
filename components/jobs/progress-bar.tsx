import { cn } from "@/lib/utils";

/** A job's progress: done in the primary colour, failed in red, out of the total. */
export function ProgressBar({
  done,
  failed,
  total,
  label,
}: {
  done: number;
  failed: number;
  total: number;
  label: string;
}) {
  const pct = (n: number) => (total > 0 ? (n / total) * 100 : 0);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done + failed}
      className="bg-muted flex h-2 w-full overflow-hidden rounded-full"
    >
      <div className={cn("bg-primary h-full transition-all")} style={{ width: `${pct(done)}%` }} />
      <div className="bg-destructive h-full transition-all" style={{ width: `${pct(failed)}%` }} />
    </div>
  );
}
