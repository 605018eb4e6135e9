import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export type ProfileSummaryData = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  position?: string | null;
  business?: string | null;
  tenant: string | null;
  roles: string[];
};

export function ProfileSummary({ profile }: { profile: ProfileSummaryData }) {
  const t = useTranslations("profile");
  const rows: [string, string | null | undefined][] = [
    [t("fields.name"), `${profile.firstName} ${profile.lastName}`.trim()],
    [t("fields.email"), profile.email],
    [t("fields.phone"), profile.phone],
    [t("fields.position"), profile.position],
    [t("fields.business"), profile.business],
    [t("fields.tenant"), profile.tenant],
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="truncate font-medium">{value || t("notSet")}</dd>
            </div>
          ))}
          <div>
            <dt className="text-muted-foreground text-xs">{t("fields.roles")}</dt>
            <dd className="flex flex-wrap gap-1 pt-1">
              {profile.roles.length
                ? profile.roles.map((role) => (
                    <Badge key={role} variant="secondary">
                      {role}
                    </Badge>
                  ))
                : t("notSet")}
            </dd>
          </div>
        </dl>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link href="/apps/setting">{t("page.edit")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
