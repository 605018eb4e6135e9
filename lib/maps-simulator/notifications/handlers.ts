import "server-only";
import { getDb } from "@/lib/db/client";
import {
  isMapsNotificationType,
  PUBSUB_TOPIC_PATTERN,
  type MapsNotificationType,
} from "@/lib/maps/types-notifications";
import { businessCaller, requireManagedAccount } from "../api-auth";
import {
  invalidArgument,
  invalidArguments,
  json,
  readJsonObject,
  type FieldViolation,
} from "../http";
import { parseMask } from "../update-mask";
import { loadSetting, saveSetting, settingResource } from "./settings-store";

const MASKABLE = new Set(["pubsubTopic", "notificationTypes"]);
/** Google takes snake_case mask paths too. */
const normalize = (path: string) =>
  path === "pubsub_topic"
    ? "pubsubTopic"
    : path === "notification_types"
      ? "notificationTypes"
      : path;

export async function getNotificationSetting(request: Request, accountId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  await requireManagedAccount(db, caller, accountId);
  return json(settingResource(accountId, await loadSetting(db, accountId)));
}

function readTopic(raw: unknown, problems: FieldViolation[]): string {
  if (raw === undefined || raw === null || raw === "") return "";
  if (typeof raw !== "string" || !PUBSUB_TOPIC_PATTERN.test(raw)) {
    problems.push({
      field: "notification_setting.pubsub_topic",
      description: "Invalid Pub/Sub topic name: expected projects/{project}/topics/{topic}",
    });
    return "";
  }
  return raw;
}

function readTypes(raw: unknown, problems: FieldViolation[]): MapsNotificationType[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push({
      field: "notification_setting.notification_types",
      description: "Must be a list",
    });
    return [];
  }
  const types: MapsNotificationType[] = [];
  raw.forEach((value, index) => {
    if (isMapsNotificationType(value)) types.push(value);
    else
      problems.push({
        field: `notification_setting.notification_types[${index}]`,
        description: `Invalid value: ${String(value).slice(0, 60)}`,
      });
  });
  return [...new Set(types)];
}

export async function updateNotificationSetting(request: Request, accountId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  await requireManagedAccount(db, caller, accountId);
  const mask = parseMask(
    new URL(request.url).searchParams.get("updateMask"),
    (path) => (MASKABLE.has(path) ? null : "Unknown field"),
    normalize,
  );
  const body = await readJsonObject(request);
  const expectedName = `accounts/${accountId}/notificationSetting`;
  if (body.name !== undefined && body.name !== expectedName)
    throw invalidArgument("notification_setting.name", `Must be ${expectedName}`);
  const problems: FieldViolation[] = [];
  const current = await loadSetting(db, accountId);
  const next = {
    pubsubTopic: mask.includes("pubsubTopic")
      ? readTopic(body.pubsubTopic, problems)
      : current.pubsubTopic,
    notificationTypes: mask.includes("notificationTypes")
      ? readTypes(body.notificationTypes, problems)
      : current.notificationTypes,
  };
  if (problems.length) throw invalidArguments(problems);
  if (next.notificationTypes.length > 0 && !next.pubsubTopic)
    throw invalidArgument(
      "notification_setting.pubsub_topic",
      "A Pub/Sub topic is required to receive notifications",
    );
  await saveSetting(db, accountId, next);
  return json(settingResource(accountId, next));
}
