/** Public: linked from the sign-up form's checkbox (spec §4). */
export const TERMS_PATH = "/terms";
