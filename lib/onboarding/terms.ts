/** The free trial's terms: public, linked from the sign-up form's checkbox (spec §4 terms acceptance). */
export const TERMS_PATH = "/terms";
