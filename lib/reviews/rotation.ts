import { replyCommentSchema } from "./schema";
import { fillTemplate, type TemplateValues } from "./template-vars";

export type RotationState = { rotation: number; lastReply: string | null };
export type RotationPick = { templateId: string; comment: string; state: RotationState };

/** Passes over a template that would repeat the rule's last reply word for word (the maps service
 * takes identical replies for spam) or not be a valid reply once filled in. Null when all would. */
export function pickTemplate(
  templates: readonly { id: string; body: string }[],
  state: RotationState,
  values: TemplateValues,
): RotationPick | null {
  for (let step = 0; step < templates.length; step++) {
    const template = templates[(state.rotation + step) % templates.length]!;
    const comment = fillTemplate(template.body, values);
    if (comment === state.lastReply || !replyCommentSchema.safeParse(comment).success) continue;
    return {
      templateId: template.id,
      comment,
      state: { rotation: state.rotation + step + 1, lastReply: comment },
    };
  }
  return null;
}
