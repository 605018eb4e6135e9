import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";

/** The layout of the store create and edit pages: a way back to the list, the title, the body. */
export async function StorePageFrame({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations("stores.edit");
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/stores">
          <ArrowLeft aria-hidden />
          {t("backToStores")}
        </Link>
      </Button>
      <PageHeader title={title} />
      {children}
    </div>
  );
}
