import { z } from "zod";
import { customerIdSchema } from "@/lib/ads/schema";

/** The link request form's one field: the account's number, as the API reads it. */
export const linkRequestRules = z.object({ customerId: customerIdSchema });
