/**
 * True only when A and B are the same type. A form whose values type is written out without zod
 * (so its first load stays free of it) checks with it that its zod schema reads exactly that type:
 * `const ok: SameType<FormValues, z.input<typeof schema>> = true`.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
