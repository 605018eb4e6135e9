"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { ServerIssue } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import {
  ButtonStep,
  ContentStep,
  loadLaterSteps,
  PublishConfirmDialog,
  SaveTemplateDialog,
  ScheduleStep,
  StoresStep,
} from "./later-steps";
import type { PostFormSetup } from "./load-post-form";
import { PostPreview } from "./post-preview";
import { contentInput, formFieldOf, type PostFormValues } from "./post-form-values";
import { POST_STEPS, STEP_FIELDS, stepOf, TEMPLATE_FIELDS, type PostStep } from "./post-steps";
import { StepNav } from "./step-nav";
import { TypeStep } from "./type-step";
import { usePostSave } from "./use-post-save";

/**
 * The post form (spec §3): type, content, button, stores and schedule as steps, each checked by
 * the API's own rules before the next opens, beside a live preview. Saving sends it all; the
 * server's refusals land on their fields and open the first step that has one.
 */
export function PostForm({ setup }: { setup: PostFormSetup }) {
  const t = useTranslations("posts.form");
  // The rules (and zod) load as the form mounts; a check asked before waits for them.
  const rules = useZodRules(() =>
    import("./post-form-rules").then((m) => m.postFormSchema(setup.context)),
  );
  const form = useForm<PostFormValues>({
    resolver: rules.resolver as unknown as Resolver<PostFormValues>,
    defaultValues: setup.values,
    mode: "onTouched",
  });
  const { save, showIssues, saving } = usePostSave(setup, form);
  const mode = useWatch({ control: form.control, name: "mode" });
  const [step, setStep] = useState<PostStep>("type");
  const [reached, setReached] = useState(setup.postId ? POST_STEPS.length - 1 : 0);
  const [templateOpen, setTemplateOpen] = useState(false);
  /** Checked values waiting for the user's confirmation before they go out. */
  const [confirming, setConfirming] = useState<PostFormValues | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const index = POST_STEPS.indexOf(step);
  const last = index === POST_STEPS.length - 1;

  const failing = new Set(
    Object.keys(form.formState.errors)
      .map(stepOf)
      .filter((s): s is PostStep => s !== null),
  );

  useEffect(loadLaterSteps, []);

  // A new step takes the focus to its title: Next stays where it was, and the step's first field
  // is then the next Tab (focus left on Next would have the keyboard go back up for each field).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  function open(next: PostStep) {
    const i = POST_STEPS.indexOf(next);
    setStep(next);
    setReached((was) => Math.max(was, i));
    top.current?.scrollIntoView({ block: "nearest" });
  }

  /** Opens `next` once the steps before it pass (going back needs no check). */
  async function go(next: PostStep) {
    const to = POST_STEPS.indexOf(next);
    const fields = POST_STEPS.slice(index, to).flatMap((s) => STEP_FIELDS[s]);
    if (to > index && !(await form.trigger(fields, { shouldFocus: true }))) return;
    open(next);
  }

  function openFirstFailing(errors: FieldErrors<PostFormValues> | ServerIssue[]) {
    const fields = Array.isArray(errors)
      ? errors.map((issue) => formFieldOf(issue.path))
      : Object.keys(errors);
    const first = POST_STEPS.find((s) => fields.some((field) => field && stepOf(field) === s));
    if (first) open(first);
  }

  async function openTemplate() {
    if (await form.trigger(TEMPLATE_FIELDS)) return setTemplateOpen(true);
    openFirstFailing(form.formState.errors);
  }

  /** Enter in a field moves on a step; only the last step saves. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!last) {
      event.preventDefault();
      return void go(POST_STEPS[index + 1]!);
    }
    void form.handleSubmit(async (values) => {
      // A draft goes nowhere; anything that goes out names its stores first.
      if (values.mode === "DRAFT") return openFirstFailing(await save(values));
      setConfirming(values);
    }, openFirstFailing)(event);
  }

  async function confirmed(values: PostFormValues) {
    const issues = await save(values);
    setConfirming(null);
    openFirstFailing(issues);
  }

  const rootError = form.formState.errors.root?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={saving || undefined}
        onSubmit={onSubmit}
        className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div ref={top} className="flex min-w-0 scroll-mt-4 flex-col gap-5">
          <StepNav current={step} reached={reached} failing={failing} onGo={(s) => void go(s)} />
          <section aria-labelledby="post-step-title" className="flex min-w-0 flex-col gap-4">
            <h2
              ref={heading}
              id="post-step-title"
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              {t(`steps.${step}`)}
            </h2>
            {step === "type" ? <TypeStep /> : null}
            {step === "content" ? <ContentStep /> : null}
            {step === "button" ? <ButtonStep /> : null}
            {step === "stores" ? <StoresStep workspace={setup.workspace} /> : null}
            {step === "schedule" ? (
              <ScheduleStep
                setup={{
                  timeZone: setup.context.timeZone,
                  editing: setup.context.editing,
                  sent: setup.context.sent,
                  zoneName: setup.zoneName,
                  inSeries: setup.inSeries,
                }}
              />
            ) : null}
          </section>
          {rootError ? (
            <p role="alert" className="text-destructive text-sm">
              {rootError}
            </p>
          ) : null}
          {/* On a phone the step's main button comes first, full width, over the others. */}
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap gap-2">
              {index > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => open(POST_STEPS[index - 1]!)}
                >
                  {t("previous")}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={() => void openTemplate()}>
                {t("saveAsTemplate")}
              </Button>
            </div>
            <Button type="submit" disabled={saving} className="w-full sm:w-auto">
              {!last
                ? t("next")
                : saving
                  ? t("saving")
                  : setup.postId
                    ? t("submitChange")
                    : t(`submit.${mode}`)}
            </Button>
          </div>
        </div>
        <aside className="min-w-0 lg:sticky lg:top-4">
          <PostPreview />
        </aside>
      </form>
      <PublishConfirmDialog
        values={confirming}
        workspaceId={setup.workspace?.id ?? null}
        editing={Boolean(setup.postId)}
        busy={saving}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        onConfirm={(values) => void confirmed(values)}
      />
      <SaveTemplateDialog
        open={templateOpen}
        onOpenChange={setTemplateOpen}
        content={() => contentInput(form.getValues())}
        onContentIssues={(issues) => {
          showIssues(issues);
          openFirstFailing(issues);
        }}
      />
    </FormProvider>
  );
}
