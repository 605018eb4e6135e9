"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { badInputIssues } from "@/components/forms/server-issues";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { PUBSUB_TOPIC_PATTERN } from "@/lib/maps/types-notifications";
import { UpdateMapsNotificationSettingMutation } from "@/lib/admin/operations/notifications";

export type AccountSetting = {
  account: string;
  storeCount: number;
  pubsubTopic: string;
  notificationTypes: string[];
};

/** Server issue messages the form says in words; anything else is the generic failure. */
const KNOWN_ISSUES = ["INVALID_TOPIC", "TOPIC_REQUIRED", "MAPS_NOT_LINKED", "ACCOUNT_NOT_MANAGED"];

/** One maps account: its topic, a switch per notification type StorePlus acts on, and Save. */
export function AccountNotificationsForm({
  setting,
  types,
}: {
  setting: AccountSetting;
  types: string[];
}) {
  const t = useTranslations("admin.notifications");
  const router = useRouter();
  const id = useId();
  const [topic, setTopic] = useState(setting.pubsubTopic);
  const [chosen, setChosen] = useState(() => new Set(setting.notificationTypes));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useGraphQLMutation(UpdateMapsNotificationSettingMutation);

  function toggle(type: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pubsubTopic = topic.trim();
    if (pubsubTopic && !PUBSUB_TOPIC_PATTERN.test(pubsubTopic))
      return setProblem(t("issues.INVALID_TOPIC"));
    if (!pubsubTopic && chosen.size > 0) return setProblem(t("issues.TOPIC_REQUIRED"));
    const { error } = await save({
      account: setting.account,
      pubsubTopic,
      // Types set elsewhere that StorePlus does not show are kept as they are.
      notificationTypes: [...chosen],
    }).then(
      () => ({ error: undefined }),
      (failure: unknown) => ({ error: failure }),
    );
    if (error) {
      const issue = badInputIssues(error)?.[0]?.message;
      const text = issue && KNOWN_ISSUES.includes(issue) ? t(`issues.${issue}`) : t("saveFailed");
      if (issue === "INVALID_TOPIC" || issue === "TOPIC_REQUIRED") setProblem(text);
      else toast.error(text);
      return;
    }
    toast.success(t("saved", { account: setting.account }));
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="bg-card flex flex-col gap-4 rounded-lg border p-4"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {t("account", { account: setting.account })}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t("storeCount", { count: setting.storeCount })}
        </p>
      </div>
      <Field invalid={problem !== null}>
        <FieldLabel>{t("topic")}</FieldLabel>
        <FieldControl>
          <Input
            value={topic}
            placeholder="projects/my-project/topics/maps-notifications"
            spellCheck={false}
            onChange={(event) => {
              setTopic(event.target.value);
              setProblem(null);
            }}
          />
        </FieldControl>
        <FieldError>{problem}</FieldError>
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t("typesLegend")}</legend>
        {types.map((type) => {
          const boxId = `${id}-${type}`;
          return (
            <div key={type} className="flex items-start gap-3">
              <Checkbox
                id={boxId}
                checked={chosen.has(type)}
                onCheckedChange={(value) => toggle(type, value === true)}
                aria-describedby={`${boxId}-help`}
                className="mt-0.5"
              />
              <div className="flex flex-col">
                <label htmlFor={boxId} className="text-sm font-medium">
                  {t(`types.${type}.label`)}
                </label>
                <span id={`${boxId}-help`} className="text-muted-foreground text-xs">
                  {t(`types.${type}.help`)}
                </span>
              </div>
            </div>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
