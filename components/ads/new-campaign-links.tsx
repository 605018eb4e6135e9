import { getTranslations } from "next-intl/server";
import { CreateLink } from "@/components/common/create-link";
import type { CampaignType } from "@/lib/graphql/generated/client/graphql";
import { campaignFormHref } from "./campaign-href";

/** "New search campaign", "New Performance Max campaign". */
export async function NewCampaignLinks({ types }: { types: readonly CampaignType[] }) {
  const t = await getTranslations("ads.new");
  return (
    <div className="flex flex-wrap gap-2">
      {types.map((type) => (
        <CreateLink key={type} href={campaignFormHref(type)}>
          {t(type)}
        </CreateLink>
      ))}
    </div>
  );
}
