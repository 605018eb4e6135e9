"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type ComponentType } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import type { BulkSelection } from "@/components/data-table/types";
import { JobProgress } from "@/components/jobs/job-progress";
import type { LocationPatchInput } from "@/lib/graphql/generated/client/graphql";
import { cn } from "@/lib/utils";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
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
  const [send, sending] = useGraphQLMutation(BulkUpdateLocationsMutation);
  const [refused, setRefused] = useState(false);
  const Form = FORMS[kind];

  async function onPatch(patch: LocationPatchInput) {
    // A refused request shows as sendError below, until the next try.
    setRefused(false);
    const data = await send({ ...target(selection, workspaceId), patch }).catch(() => null);
    if (!data) return setRefused(true);
    setJobId(data.bulkUpdateLocations.id);
    onStarted();
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t(`kinds.${kind}`)}
      description={t("appliesTo", count(selection.count))}
      formId={formId}
      submitLabel={t("apply", count(selection.count))}
      cancelLabel={t("cancel")}
      closeLabel={t("done")}
      pending={sending.loading}
      outcome={jobId ? <JobProgress jobId={jobId} /> : null}
      notice={
        refused ? (
          <p role="alert" className="text-destructive text-sm">
            {t("sendError")}
          </p>
        ) : null
      }
      contentProps={{
        className: cn("max-h-[90dvh] overflow-y-auto", WIDE_KINDS.has(kind) && "sm:max-w-2xl"),
      }}
    >
      <Form formId={formId} onPatch={onPatch} />
    </FormDialog>
  );
}
