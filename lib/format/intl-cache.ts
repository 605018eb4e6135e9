// Building an Intl formatter resolves its locale and options, which costs far more than formatting
// with it: a table of 100 rows built one per cell spent ~50 ms of a phone's main thread on it.
// Formatters are kept per locale and options (a handful in any session).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F, O>(formats: Map<string, F>, locale: string, options: O, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
