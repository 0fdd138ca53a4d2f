/** A message in the caller's language: Chinese unless the caller reads English. */
export const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);
