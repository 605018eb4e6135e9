import "server-only";
import { AdminError } from "@/lib/admin/errors";
import { AdsInputError, AdsNotFoundError, AdsStateError } from "@/lib/ads/errors";
import { FileError } from "@/lib/files/errors";
import { ScheduledJobError } from "@/lib/jobs/schedules";
import { JobLimitError, JobRunningError } from "@/lib/jobs/service";
import { MapsApiError } from "@/lib/maps/errors";
import { ExtractInputError } from "@/lib/marketing/service";
import { MediaInputError } from "@/lib/media/errors";
import { OnboardingError } from "@/lib/onboarding/errors";
import { MapsNotLinkedError } from "@/lib/auth/maps-access";
import { PostInputError, PostStateError } from "@/lib/posts/errors";
import { QuestionsError } from "@/lib/questions/errors";
import { RankingError } from "@/lib/rankings/service";
import { ReportInputError } from "@/lib/reports/errors";
import { ReviewTopicsError } from "@/lib/review-topics/errors";
import {
  ReviewInputError,
  ReviewNotFoundError,
  ReviewRemovedError,
  TemplateInUseError,
} from "@/lib/reviews/errors";
import { ReviewSyncUnavailableError } from "@/lib/reviews/sync";
import { SerpError } from "@/lib/serps/service";
import { StoreInputError, StoreNotFoundError } from "@/lib/stores/service";
import { SyncUnavailableError } from "@/lib/syncs/jobs";
import { WorkspaceError } from "@/lib/workspaces/errors";
import { WorkspaceNotFoundError } from "@/lib/workspaces/selection";
import {
  badUserInput,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  reviewRemoved,
  templateInUse,
  workspaceNotFound,
} from "./errors";

type Issue = { path: string; message: string };

/** Any other error is returned as it is and leaves the server masked. `pathPrefix` puts a store's
 * input issues under the argument that carried them ("patch.", "input."). */
export function publicRefusal(error: unknown, pathPrefix = ""): unknown {
  const input = (issues: Issue[]) =>
    badUserInput(issues.map((issue) => ({ ...issue, path: `${pathPrefix}${issue.path}` })));

  if (error instanceof WorkspaceNotFoundError) return workspaceNotFound();
  if (error instanceof JobRunningError) return conflict(error.jobId);
  if (error instanceof JobLimitError) return rateLimited(error.retryAfterSeconds);

  if (error instanceof AdminError) {
    if (error.kind === "notFound") return notFound(error.code);
    if (error.kind === "forbidden") return forbidden(error.code);
    return input([{ path: error.field, message: error.code }]);
  }
  if (error instanceof ScheduledJobError) {
    if (error.code === "NOT_FOUND") return notFound("Scheduled job not found");
    const path = error.code === "INVALID_CRON" ? "scheduleExpression" : "id";
    return input([{ path, message: error.code === "DISABLED" ? "jobDisabled" : "invalidCron" }]);
  }
  if (error instanceof WorkspaceError) {
    if (error.code === "NOT_FOUND") return notFound("Workspace not found");
    if (error.code === "DEFAULT_WORKSPACE")
      return input([{ path: "id", message: "defaultWorkspace" }]);
    if (error.code === "DUPLICATE_NAME") return input([{ path: "name", message: "duplicateName" }]);
    return input(error.ids.map((id) => ({ path: "locations", message: `unknownLocation:${id}` })));
  }

  if (error instanceof RankingError) {
    if (error.code === "NOT_FOUND") return notFound("Ranking not found");
    if (error.code === "RUN_ACTIVE") return conflict(error.jobId ?? "");
    const message = {
      NO_STORES: "noStores",
      TOO_MANY_CHECKS: "tooManyChecks",
      UNKNOWN_LOCATION: "unknownLocation",
    }[error.code];
    return input([{ path: "locationIds", message }]);
  }
  if (error instanceof QuestionsError) {
    if (error.code === "NOT_FOUND") return notFound("Question not found");
    if (error.code === "RETIRED") return forbidden("QANDA_RETIRED");
    return input(error.issues);
  }
  if (error instanceof ReviewTopicsError) {
    if (error.code === "NOT_FOUND") return notFound("Topic not found");
    return input(error.issues);
  }
  if (error instanceof AdsInputError) return input(error.issues);
  if (error instanceof AdsStateError) return input([{ path: "", message: error.code }]);
  if (error instanceof AdsNotFoundError) return notFound(error.message);
  if (error instanceof SerpError) {
    if (error.code === "NOT_FOUND") return notFound("SERP not found");
    if (error.code === "RUN_ACTIVE") return conflict(error.jobId ?? "");
    return input([{ path: "locationId", message: "unknownLocation" }]);
  }

  if (error instanceof FileError) {
    const path = error.code.startsWith("NAME")
      ? "name"
      : error.code === "TAGS_INVALID"
        ? "tags"
        : "";
    return input([{ path, message: error.code }]);
  }
  if (error instanceof MediaInputError)
    return input(
      error.issues.map((issue) => ({
        path: issue.path,
        message: issue.file ? `${issue.message}:${issue.file}` : issue.message,
      })),
    );
  if (error instanceof PostInputError) return input(error.issues);
  if (error instanceof PostStateError) return input([{ path: "", message: error.code }]);
  if (error instanceof ExtractInputError) return input([{ path: error.path, message: error.code }]);
  if (error instanceof ReportInputError) return input(error.issues);
  if (error instanceof StoreInputError) return input(error.issues);
  if (error instanceof StoreNotFoundError) return notFound("No such store");

  if (error instanceof ReviewInputError) return input(error.issues);
  if (error instanceof ReviewNotFoundError) return notFound(error.message);
  if (error instanceof ReviewRemovedError) return reviewRemoved();
  if (error instanceof TemplateInUseError) return templateInUse(error.reason, error.message);
  if (error instanceof ReviewSyncUnavailableError)
    return input([{ path: "", message: "mapsNotLinked" }]);
  if (error instanceof SyncUnavailableError)
    return input([{ path: "kind", message: "MAPS_NOT_LINKED" }]);

  if (error instanceof OnboardingError) {
    if (error.code === "STEP_ERROR") return forbidden(error.message);
    return input(
      (error.ids.length ? error.ids : [""]).map((id) => ({
        path: "locations",
        message: id ? `${error.code}: ${id}` : error.code,
      })),
    );
  }
  if (error instanceof MapsNotLinkedError) return forbidden("MAPS_NOT_LINKED");
  if (error instanceof MapsApiError && error.status === 403)
    return forbidden("MAPS_PERMISSION_DENIED");
  return error;
}

/** For `.catch(rethrowRefusal)`: throws the public error of a refusal, or the error itself. */
export function rethrowRefusal(error: unknown): never {
  throw publicRefusal(error);
}

export async function refusing<T>(work: () => Promise<T>, pathPrefix = ""): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw publicRefusal(error, pathPrefix);
  }
}
