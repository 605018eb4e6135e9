import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyLocationCreate } from "./apply-create";
import { applyLocationEdit } from "./apply-edit";

registerJobKind("LOCATION_EDIT", { item: applyLocationEdit });
registerJobKind("LOCATION_CREATE", { item: applyLocationCreate });
