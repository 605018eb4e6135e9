// The daily cap form's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load. Empty clears the cap.
import { z } from "zod";
import { dailyCapError } from "@/lib/maps/daily-cap";
import { numberText } from "./number-rules";

export const capRules = z.object({ value: numberText(dailyCapError, true) });
