"use client";
import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from "react";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { UPLOAD_ACCEPT } from "@/lib/files/rules";
import { cn } from "@/lib/utils";
import { loadSending, useUploads } from "./use-uploads";

// The chosen files' list, their checks and their sending are needed only once files are chosen:
// they load after the page, ahead of need (React's lazy: no server render, the list starts empty).
const loadList = () => import("./upload-list");
const UploadList = lazy(() => loadList().then((module) => ({ default: module.UploadList })));

/**
 * The drop zone and file picker, the chosen files with their names and tags, and their uploads into
 * the resources library. `onUploaded` gets the ids of the files a round stored (POST /api/files
 * answers each one's id), for the page to read its list again or pick them.
 */
export function UploadPanel({ onUploaded }: { onUploaded?: (ids: string[]) => void }) {
  const t = useTranslations("files.upload");
  const headingId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    void loadList();
    void loadSending();
  }, []);
  const uploads = useUploads({
    onFinished: (ids, failed) => {
      if (ids.length === 0) return;
      onUploaded?.(ids);
      toast.success(t("finished", { done: ids.length, failed }));
    },
  });

  // The whole zone is the "Choose files" button: clicked, or Enter or Space once focused by Tab.
  const choose = () => picker.current?.click();
  function chooseByKey(event: KeyboardEvent) {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    choose();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) void uploads.add(event.dataTransfer.files);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3"
      // Inside another form (the media package's), Enter in a name or tags would send that form.
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement)
          event.preventDefault();
      }}
    >
      <h2 id={headingId} className="sr-only">
        {t("title")}
      </h2>
      <div
        data-testid="upload-drop-zone"
        role="button"
        tabIndex={0}
        // Named by all it shows (what to drop, the rules, "Choose files"), so a spoken "Choose
        // files" finds it as the eye does.
        onClick={choose}
        onKeyDown={chooseByKey}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors outline-none sm:flex-row sm:text-left",
          "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
          over ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <Upload aria-hidden className="text-muted-foreground size-8 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium">{t("dropHere")}</p>
          <p className="text-muted-foreground text-xs">{t("rules")}</p>
        </div>
        <span className={buttonVariants({ variant: "outline" })}>{t("choose")}</span>
      </div>
      {/* The system's file chooser, opened by the zone (its own input shows the browser's words). */}
      <input
        ref={picker}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          if (event.target.files && event.target.files.length > 0)
            void uploads.add(event.target.files);
          // The same file can be chosen again after it was removed.
          event.target.value = "";
        }}
      />

      {uploads.rows.length > 0 ? (
        <Suspense fallback={null}>
          <UploadList uploads={uploads} />
        </Suspense>
      ) : null}
    </section>
  );
}
