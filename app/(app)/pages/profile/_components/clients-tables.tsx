import { useLocale, useTranslations } from "next-intl";
import { EmptyState } from "@/components/feedback/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

type Client = { _id: string; name: string; email: string; tenant?: string | null; roles: string[] };

/** The tenant's users (admins only; spec §3 "Tenant users show id, name, tenant, roles, email"). */
export function ClientsTable({ clients }: { clients: Client[] | null }) {
  const t = useTranslations("profile.clients");
  if (clients === null)
    return <EmptyState title={t("adminsOnlyTitle")} description={t("adminsOnly")} />;
  if (clients.length === 0) return <EmptyState description={t("empty")} />;
  return (
    <Card className="overflow-x-auto p-0">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("name")}</TableHead>
            <TableHead>{t("email")}</TableHead>
            <TableHead>{t("tenant")}</TableHead>
            <TableHead>{t("roles")}</TableHead>
            <TableHead>{t("id")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {clients.map((client) => (
            <TableRow key={client._id}>
              <TableCell className="font-medium">{client.name}</TableCell>
              <TableCell>{client.email}</TableCell>
              <TableCell>{client.tenant}</TableCell>
              <TableCell>
                <span className="flex flex-wrap gap-1">
                  {client.roles.map((role) => (
                    <Badge key={role} variant="secondary">
                      {role}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground font-mono text-xs">
                {client._id.slice(0, 8)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** The maps-service accounts the tenant's stores come from. */
export function GbpClientsTable({
  accounts,
}: {
  accounts: { account: string; totalLocations: number }[];
}) {
  const t = useTranslations("profile.gbpClients");
  const locale = useLocale() as Locale;
  if (accounts.length === 0) return <EmptyState description={t("empty")} />;
  return (
    <Card className="overflow-x-auto p-0">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("account")}</TableHead>
            <TableHead className="text-end">{t("stores")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((row) => (
            <TableRow key={row.account}>
              <TableCell className="font-mono text-sm">{row.account}</TableCell>
              <TableCell className="text-end">{formatNumber(row.totalLocations, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
