// The daily cap form's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load. Empty clears the cap.
import { z } from "zod";
import { dailyCapError } from "@/lib/maps/daily-cap";
import { numberText } from "./number-rules";

/** The rules of the cap of a tenant whose project allows `projectUpdatesPerDay` updates a day. */
export const capRules = (projectUpdatesPerDay: number) =>
  z.object({ value: numberText((cap) => dailyCapError(cap, projectUpdatesPerDay), true) });
