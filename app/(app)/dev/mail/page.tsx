import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { getDb } from "@/lib/db/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { mailCatcherOn, mailReader } from "@/lib/mail/catcher";
import { guardRoute } from "@/lib/navigation/guard";
import { isUuid } from "@/lib/validation/ids";
import { MailList } from "./_components/mail-list";
import { MailMessage } from "./_components/mail-message";

export const generateMetadata = pageMetadata("mailCatcher");
export const dynamic = "force-dynamic";

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /dev/mail: the development mail catcher, the tenant's outbox; absent unless MAIL_CATCHER=on. */
export default async function MailCatcherPage({ searchParams }: PageProps<"/dev/mail">) {
  if (!mailCatcherOn()) notFound();
  const user = await guardRoute("/dev/mail");
  const reader = mailReader(user);
  if (!reader) notFound();
  const [t, params, db] = await Promise.all([
    getTranslations("reportSharing.mail"),
    searchParams,
    getDb(),
  ]);
  const message = single(params.message);
  const page = Math.max(1, Math.floor(Number(single(params.page) ?? 1)) || 1);
  return (
    <div className="flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      {message && isUuid(message) ? (
        <MailMessage db={db} reader={reader} id={message} />
      ) : (
        <MailList db={db} reader={reader} page={page} />
      )}
    </div>
  );
}
