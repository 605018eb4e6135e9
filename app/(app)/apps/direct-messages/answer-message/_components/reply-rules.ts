// Loaded when the reply box mounts (useZodRules): the rules the server applies to a reply.
export { replyFormSchema as replyRules } from "@/lib/messages/schema";
