// Spec §7 `moduleStatus`: modules in maintenance, read once by the signed-in shell.

export { ModuleStatusDocument as moduleStatusQuery } from "@/lib/graphql/generated/client/graphql";
