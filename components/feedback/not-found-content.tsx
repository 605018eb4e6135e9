import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export type NotFoundContentProps = {
  /** The refused address, already passed through `toSafeReturnPath`. */
  refusedPath?: string | null;
};

/** Body of the 404 page, shared by /pages/errors/error-404 and unknown paths. */
export function NotFoundContent({ refusedPath }: NotFoundContentProps) {
  const t = useTranslations("errors.notFound");
  const tCommon = useTranslations("common");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p
        aria-hidden
        className="from-primary to-info bg-gradient-to-br bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
      >
        404
      </p>
      <div className="flex max-w-lg flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
        {refusedPath ? (
          <p className="text-muted-foreground text-sm">
            {t.rich("refused", {
              path: () => (
                <code className="bg-muted text-foreground rounded px-1.5 py-0.5 font-mono text-xs break-all">
                  {refusedPath}
                </code>
              ),
            })}
          </p>
        ) : null}
      </div>
      <Button asChild size="lg">
        <Link href="/">{tCommon("backHome")}</Link>
      </Button>
    </main>
  );
}
