// Browser-side: the relative URL needs a page origin.
import type { NewEventInput } from "@/lib/validation/events";

export const EVENTS_ENDPOINT = "/api/events";

// The server fills in the user and tenant. Spec §7: a failure is logged and rethrown, so callers
// decide whether it matters.
export async function trackEvent(event: NewEventInput, schema?: string): Promise<void> {
  try {
    const response = await fetch(EVENTS_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ schema, newEvent: { eventdate: new Date().toISOString(), ...event } }),
    });
    if (!response.ok) throw new Error(`Tracking event failed with HTTP ${response.status}`);
  } catch (error) {
    console.error("Tracking event failed", error);
    throw error;
  }
}
