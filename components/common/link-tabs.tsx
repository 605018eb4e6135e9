import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

export type LinkTab = { id: string; href: string; label: string };

/**
 * A page's sections as tabs that are links: each is its own server render and its own shareable
 * URL (reviews' inbox and templates, posts' list, calendar and templates).
 */
export function LinkTabs({
  label,
  tabs,
  current,
}: {
  /** Names the navigation for screen readers. */
  label: string;
  tabs: readonly LinkTab[];
  /** The id of the tab shown. */
  current: string;
}) {
  return (
    <nav aria-label={label} className="border-b">
      {/* The row wraps at every width, so no tab, the current one least of all, is out of sight
          (five review tabs in Spanish pass 375 px, nine of the Super Admin's settings 1,280 px). */}
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.href}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3",
                tab.id === current
                  ? "border-primary text-foreground"
                  : "text-muted-foreground hover:text-foreground border-transparent",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
