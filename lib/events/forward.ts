import "server-only";
import type { LogEvent } from "./service";

// Failures are logged, never surfaced: the event is already stored.
export async function forwardEvent(
  event: LogEvent & { schema?: string },
  url = process.env.EVENTS_FORWARD_URL,
): Promise<void> {
  if (!url) return;
  const { schema, tenantId, userId, ...rest } = event;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        schema,
        newEvent: {
          ...rest,
          tenant: tenantId,
          user: userId,
          eventdate: rest.eventdate.toISOString(),
        },
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) console.error(`Event forwarding failed with HTTP ${response.status}`);
  } catch (error) {
    console.error("Event forwarding failed", error);
  }
}
