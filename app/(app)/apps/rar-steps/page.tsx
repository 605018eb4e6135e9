import { CheckCircle2, Circle } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { query } from "@/lib/apollo/rsc-client";
import { isSuperAdmin } from "@/lib/auth/permissions";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { cn } from "@/lib/utils";
import { OnboardingStepsQuery } from "@/lib/admin/operations/onboarding-steps";

export const generateMetadata = pageMetadata("rarSteps");

const STEPS = ["TENANT", "MAPS_ACCOUNT", "STORES", "USERS"] as const;
type StepKey = (typeof STEPS)[number];

/**
 * Where each step is done: the tenants tab (a Super Admin's only); the maps account is linked by
 * signing in with it (the sign-in page's maps button), so that step has no page to open.
 */
function stepHref(key: StepKey, superAdmin: boolean): string | null {
  switch (key) {
    case "TENANT":
      return superAdmin ? "/apps/setting-admin?tab=tenants" : null;
    case "MAPS_ACCOUNT":
      return null;
    case "STORES":
      return "/apps/stores";
    case "USERS":
      return "/apps/storeplus-new-user";
  }
}

/**
 * /apps/rar-steps: the steps an admin follows to bring a new customer on, in order, each done or
 * not as the tenant's real state says (the server counts them), with the way to where it is done.
 */
export default async function RarStepsPage() {
  const user = await guardRoute("/apps/rar-steps");
  const [t, { data }] = await Promise.all([
    getTranslations("admin.rarSteps"),
    query({ query: OnboardingStepsQuery }),
  ]);
  const superAdmin = isSuperAdmin(user.roles);
  const steps = data?.onboardingSteps;
  const byKey = new Map(steps?.map((step) => [step.key, step]));
  const doneCount = STEPS.filter((key) => byKey.get(key)?.done).length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      {!steps ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadFailed")}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium" data-testid="rar-progress">
            {t("progress", { done: doneCount, total: STEPS.length })}
          </p>
          <ol className="flex flex-col gap-3" aria-label={t("listLabel")}>
            {STEPS.map((key, index) => {
              const step = byKey.get(key);
              const done = step?.done ?? false;
              const href = stepHref(key, superAdmin);
              return (
                <li key={key} data-testid={`rar-step-${key}`} data-done={done}>
                  <Card className={cn("py-4", done && "bg-muted/40")}>
                    <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:px-6">
                      <div className="flex min-w-0 flex-1 items-start gap-3">
                        {done ? (
                          <CheckCircle2
                            className="text-primary mt-0.5 size-5 shrink-0"
                            aria-hidden
                          />
                        ) : (
                          <Circle
                            className="text-muted-foreground mt-0.5 size-5 shrink-0"
                            aria-hidden
                          />
                        )}
                        <div className="flex min-w-0 flex-col gap-0.5">
                          <h2 className="font-medium">
                            {t("stepTitle", { n: index + 1, title: t(`steps.${key}.title`) })}
                          </h2>
                          <p className="text-muted-foreground text-sm">
                            {t(`steps.${key}.description`)}
                          </p>
                          <p className="text-sm">
                            <span className="font-medium">{done ? t("done") : t("notDone")}</span>
                            {" · "}
                            {t(`steps.${key}.count`, { count: step?.count ?? 0 })}
                          </p>
                        </div>
                      </div>
                      {href ? (
                        <Button asChild variant={done ? "outline" : "default"} size="sm">
                          <Link href={href}>{t(`steps.${key}.action`)}</Link>
                        </Button>
                      ) : (
                        <p className="text-muted-foreground text-xs sm:max-w-40">
                          {key === "TENANT" ? t("superAdminOnly") : t(`steps.${key}.how`)}
                        </p>
                      )}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
