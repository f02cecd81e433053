/**
 * Where the web shows a message the validators or the API wrote in English (issue 32 keeps the wire
 * English): `translateMessage` gives it in the language shown. English needs nothing, so the table of
 * those messages (validation-messages.ts) is not in any page's first download: it comes in the same lazy
 * step as another language's catalog (locale-loading.ts), which hands it over here.
 */
let translator: ((english: string) => string) | undefined;

export function setMessageTranslator(translate: (english: string) => string) {
  translator = translate;
}

/** A message a validator or the API wrote in English, in the language shown; any other text unchanged. */
export function translateMessage(english: string): string {
  return translator ? translator(english) : english;
}

/** A form's errors (field → message), each in the language shown. */
export function translateErrors<T extends object>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? translateMessage(message) : message]),
  ) as T;
}
