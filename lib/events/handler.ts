import "server-only";
import { withSection, type RouteCaller, type RouteRefusal } from "@/lib/auth/with-section";
import { userTypeOf } from "@/lib/auth/sign-in-events";
import { BodyTooLargeError, readBodyText } from "@/lib/http/read-body";
import { EVENT_BODY_MAX_BYTES, trackEventRequestSchema } from "@/lib/validation/events";
import { allowEvent, EVENTS_RATE_LIMIT } from "./rate-limit";
import { recordEvent, type LogEvent } from "./service";

export type EventOutcome = {
  response: Response;
  stored?: LogEvent & { id: string; schema?: string };
};

function jsonError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
) {
  return Response.json(
    { error: { code, message, ...extra } },
    { status, headers: { "Cache-Control": "private, no-store", ...headers } },
  );
}

// The tenant and user come from the session, never from the body. JSON only: a cross-site form
// cannot send that content type without a CORS preflight, which this endpoint never grants.
export const handleEventRequest = withSection(null, trackEvent, refusedEvent);

function refusedEvent({ status, code }: RouteRefusal): EventOutcome {
  const message = status === 401 ? "Sign in to continue" : "You do not have access to this";
  return { response: jsonError(status, code, message) };
}

async function trackEvent(
  { db, user }: RouteCaller,
  request: Request,
  now: Date = new Date(),
): Promise<EventOutcome> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return {
      response: jsonError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the event as application/json"),
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, EVENT_BODY_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { response: jsonError(413, "PAYLOAD_TOO_LARGE", error.message) };
    return { response: jsonError(400, "BAD_REQUEST", "The body is not valid JSON") };
  }
  const parsed = trackEventRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    return { response: jsonError(400, "BAD_USER_INPUT", "Invalid event", { issues }) };
  }

  if (!(await allowEvent(db, user.id, now))) {
    const retryAfter = String(EVENTS_RATE_LIMIT.windowSeconds);
    return {
      response: jsonError(
        429,
        "RATE_LIMITED",
        "Too many events, try again later",
        {},
        { "Retry-After": retryAfter },
      ),
    };
  }

  const { newEvent, schema } = parsed.data;
  const event: LogEvent = {
    tenantId: user.tenantId,
    userId: user.id,
    module: newEvent.module,
    name: newEvent.name,
    usertype: userTypeOf(user.kind),
    eventdate: newEvent.eventdate ? new Date(newEvent.eventdate) : now,
    source: newEvent.source,
    params: newEvent.params,
  };
  const { id } = await recordEvent(db, event);
  return {
    response: Response.json(
      { id },
      { status: 202, headers: { "Cache-Control": "private, no-store" } },
    ),
    stored: { ...event, id, schema },
  };
}
