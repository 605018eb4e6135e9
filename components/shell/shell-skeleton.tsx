import { PageColumn, type HeaderWords } from "@/components/common/module-page";
import { Loading } from "@/components/feedback/loading";
import type { ShellHide } from "@/lib/auth/permissions";
import { LAYOUT } from "@/lib/constants";
import { cn } from "@/lib/utils";

/**
 * The signed-in shell's places (navbar, toolbar, content) in the default layout, sent in the
 * first bytes of the page while the shell reads its user and theme. The shell replaces it whole:
 * nothing outside moves, and the content area shows the same loading screen as the page's own.
 * `dark` when the browser last showed this user a dark theme, so it does not flash light.
 * `header`: the page's own title and sentence (ModulePage), where the page draws them.
 */
export function ShellSkeleton({
  dark,
  header,
  hide,
}: {
  dark: boolean;
  header?: HeaderWords | null;
  /** The bars the page's route hides (lib/auth/routes.ts), left out here too. */
  hide?: Pick<ShellHide, "navbar" | "toolbar">;
}) {
  return (
    <div className={cn("bg-background text-foreground flex min-h-dvh", dark && "dark")}>
      {hide?.navbar ? null : (
        <div
          aria-hidden
          className="bg-card hidden shrink-0 border-e lg:block"
          style={{ width: LAYOUT.navbarWidth }}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {hide?.toolbar ? null : (
          <div
            aria-hidden
            className="bg-card sticky top-0 z-20 border-b"
            style={{ minHeight: LAYOUT.toolbarHeight }}
          />
        )}
        <div className="flex-1">
          {header ? (
            <PageColumn words={header}>
              <Loading className="min-h-[50vh]" />
            </PageColumn>
          ) : (
            <Loading className="min-h-[60vh]" />
          )}
        </div>
      </div>
    </div>
  );
}
