/** A string in the user's language: `key` translated, with `{name}` placeholders filled from `data`; the key itself before i18n is ready. */
export function localize(key: string, data?: Readonly<Record<string, string>>): string {
  return (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
}
