// The background share form's rules, loaded after the page like the cap's. Empty goes back to the
// default share.
import { z } from "zod";
import { backgroundShareError } from "@/lib/maps/background-share";
import { numberText } from "./number-rules";

export const shareRules = z.object({ value: numberText(backgroundShareError, true) });
