"use client";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useId, useState, type ComponentType } from "react";
import type { BulkSelection } from "@/components/data-table/types";
import { JobProgress } from "@/components/jobs/job-progress";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { LocationPatchInput } from "@/lib/graphql/generated/client/graphql";
import { cn } from "@/lib/utils";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { BulkUpdateLocationsMutation } from "@/lib/stores/operations";
import type { LocationFilterColumn } from "@/lib/validation/locations";
import type { ColumnFilter } from "@/lib/validation/list-query";
import { WIDE_KINDS, type BulkEditKind, type BulkFormProps } from "./bulk-edit-kinds";
import { CategoriesForm } from "./categories-form";
import { RegularHoursForm, SpecialHoursForm } from "./hours-forms";
import { LabelsForm, OpenStatusForm, PhoneForm, WebsiteForm } from "./simple-forms";

const FORMS: Record<BulkEditKind, ComponentType<BulkFormProps>> = {
  specialHours: SpecialHoursForm,
  regularHours: RegularHoursForm,
  phone: PhoneForm,
  website: WebsiteForm,
  categories: CategoriesForm,
  labels: LabelsForm,
  openStatus: OpenStatusForm,
};

/** The stores a selection names, as bulkUpdateLocations takes them. */
function target(selection: BulkSelection, workspaceId: string | null) {
  if (selection.mode === "ids") return { ids: selection.ids };
  return {
    // The table keeps only the list query's own columns, so its filters are the query's.
    filters: selection.filters as ColumnFilter<LocationFilterColumn>[],
    excludeIds: selection.excludedIds,
    workspaceId,
  };
}

/**
 * One field group's form for the selected stores; once sent, the job's progress in its place.
 * `onStarted` runs when the job exists (the table then empties its selection).
 */
export function BulkEditDialog({
  kind,
  selection,
  workspaceId,
  onStarted,
  onClose,
}: {
  kind: BulkEditKind;
  selection: BulkSelection;
  workspaceId: string | null;
  onStarted: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("stores.bulk");
  const { count } = useFormatNumber();
  const formId = useId();
  const [jobId, setJobId] = useState<string | null>(null);
  const [send, sending] = useMutation(BulkUpdateLocationsMutation);
  const Form = FORMS[kind];

  async function onPatch(patch: LocationPatchInput) {
    // A refused request shows as sendError below (the mutation's error state).
    const { data } = await send({ variables: { ...target(selection, workspaceId), patch } }).catch(
      () => ({ data: undefined }),
    );
    if (!data) return;
    setJobId(data.bulkUpdateLocations.id);
    onStarted();
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className={cn("max-h-[90dvh] overflow-y-auto", WIDE_KINDS.has(kind) && "sm:max-w-2xl")}
      >
        <DialogHeader>
          <DialogTitle>{t(`kinds.${kind}`)}</DialogTitle>
          <DialogDescription>{t("appliesTo", count(selection.count))}</DialogDescription>
        </DialogHeader>
        {jobId ? <JobProgress jobId={jobId} /> : <Form formId={formId} onPatch={onPatch} />}
        {sending.error ? (
          <p role="alert" className="text-destructive text-sm">
            {t("sendError")}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {jobId ? t("done") : t("cancel")}
          </Button>
          {jobId ? null : (
            <Button type="submit" form={formId} disabled={sending.loading}>
              {t("apply", count(selection.count))}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
