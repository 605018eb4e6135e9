"use client";

import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ClientsTable, GbpClientsTable } from "./clients-tables";
import { KeywordsEditor } from "./keywords-editor";
import { ProfileSummary, type ProfileSummaryData } from "./profile-summary";
import { VerticalPicker } from "./vertical-picker";

const TABS = ["profile", "keywords", "vertical", "clients", "gbpClients"] as const;

type Props = {
  profile: ProfileSummaryData;
  details: { keywords: string[]; vertical?: string | null };
  gbpClients: { account: string; totalLocations: number }[];
  /** Null when the user is not an admin: the tab explains instead of listing. */
  tenantClients:
    { _id: string; name: string; email: string; tenant?: string | null; roles: string[] }[] | null;
};

export function ProfileTabs({ profile, details, gbpClients, tenantClients }: Props) {
  const t = useTranslations("profile.tabs");
  return (
    <Tabs defaultValue="profile">
      <TabsList className="h-auto flex-wrap">
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <ProfileSummary profile={profile} />
      </TabsContent>
      <TabsContent value="keywords">
        <KeywordsEditor initial={details.keywords} />
      </TabsContent>
      <TabsContent value="vertical">
        <VerticalPicker initial={details.vertical ?? null} />
      </TabsContent>
      <TabsContent value="clients">
        <ClientsTable clients={tenantClients} />
      </TabsContent>
      <TabsContent value="gbpClients">
        <GbpClientsTable accounts={gbpClients} />
      </TabsContent>
    </Tabs>
  );
}
