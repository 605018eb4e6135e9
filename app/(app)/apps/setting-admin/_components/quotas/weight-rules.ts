// The weight form's rules, loaded after the page like the cap's.
import { z } from "zod";
import { mapsWeightError } from "@/lib/maps/weight";
import { numberText } from "./number-rules";

export const weightRules = z.object({ value: numberText(mapsWeightError) });
