import { splitEmail } from "@/lib/navigation/user-display";
import { cn } from "@/lib/utils";

/** The user's email at the top of the navbar, split after the at-sign when long (spec §2). */
export function NavbarHeader({
  email,
  initials,
  compact,
  className,
}: {
  email: string;
  /** From userInitials (lib/format/text), like the toolbar's avatar. */
  initials: string;
  compact?: boolean;
  className?: string;
}) {
  const lines = splitEmail(email);
  return (
    <div className={cn("flex min-h-16 items-center gap-3 border-b px-3 py-3", className)}>
      <span
        aria-hidden
        data-testid="navbar-initials"
        className="bg-primary text-primary-foreground grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold"
      >
        {initials}
      </span>
      <p
        data-testid="navbar-email"
        title={email}
        className={cn("min-w-0 text-[13px] leading-tight font-medium", compact && "sr-only")}
      >
        {lines.map((line) => (
          <span key={line} className="block truncate">
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}
