// Team stat names travel in lower case (wire format: "total yards", "3rd down conversions"); every screen shows
// them with each word capitalised, as the original client did.
export function statTitle(key: string): string {
  return key.replace(/(^|[\s/])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
