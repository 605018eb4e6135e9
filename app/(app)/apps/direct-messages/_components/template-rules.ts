// Loaded when the quick-reply form opens (useZodRules): the rules the server applies.
export { messageTemplateSchema as templateRules } from "@/lib/messages/schema";
