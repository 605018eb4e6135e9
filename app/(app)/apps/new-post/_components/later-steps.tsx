"use client";
import dynamic from "next/dynamic";

// The form opens on its type step beside the preview. The other steps (the image library and
// upload, the store search, the date and time fields) and the dialogs load after the page; the
// form starts loading the steps as it mounts, so the next one is there when asked for.
const loaders = {
  content: () => import("./content-step"),
  button: () => import("./button-step"),
  stores: () => import("./stores-step"),
  schedule: () => import("./schedule-step"),
};

/** Starts loading every later step (called once, as the form mounts). */
export function loadLaterSteps() {
  for (const load of Object.values(loaders)) void load();
}

export const ContentStep = dynamic(() => loaders.content().then((m) => m.ContentStep));
export const ButtonStep = dynamic(() => loaders.button().then((m) => m.ButtonStep));
export const StoresStep = dynamic(() => loaders.stores().then((m) => m.StoresStep));
export const ScheduleStep = dynamic(() => loaders.schedule().then((m) => m.ScheduleStep));
export const PublishConfirmDialog = dynamic(() =>
  import("./publish-confirm-dialog").then((m) => m.PublishConfirmDialog),
);
export const SaveTemplateDialog = dynamic(() =>
  import("./save-template-dialog").then((m) => m.SaveTemplateDialog),
);
