"use client";
import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { LibraryFilesQuery, PickedResourceQuery } from "@/lib/files/operations";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { refetchGraphQLQueries } from "@/lib/http/use-graphql";
import { UploadPanel } from "./upload-panel";
import type { PickedFile } from "./picked-file";

/**
 * The library's uploader inside a form that picks files (a media package, a post): the files it
 * stores are read back by id (the server measured them, and spec §5 checks need their size) and
 * handed to the form to pick.
 */
export function UploadNewFiles({ onUploaded }: { onUploaded: (files: PickedFile[]) => void }) {
  const t = useTranslations("media.upload");
  const panelId = useId();
  const [open, setOpen] = useState(false);

  async function pick(ids: string[]) {
    const read = await Promise.all(
      ids.map((id) =>
        requestGraphQL(PickedResourceQuery, { id }).then(
          (data) => data.resource ?? null,
          () => null,
        ),
      ),
    );
    const files = read.filter((file) => file !== null);
    if (files.length < ids.length) toast.error(t("unread"));
    onUploaded(files);
    // The library's tiles show the new files too, ticked.
    refetchGraphQLQueries(LibraryFilesQuery);
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Upload aria-hidden />
        {t("title")}
      </Button>
      <div id={panelId} hidden={!open} className="flex min-w-0 flex-col gap-2">
        <p className="text-muted-foreground text-xs">{t("hint")}</p>
        <UploadPanel onUploaded={(ids) => void pick(ids)} />
      </div>
    </div>
  );
}
