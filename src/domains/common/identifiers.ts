// `idOrShortName` in paths and bodies: digits are an id, anything else a short name.
const MAX_INT = 2_147_483_647;

export type IdOrShortName = { id: number } | { shortName: string };

export function idOrShortName(value: string | number): IdOrShortName {
  const text = String(value).trim();
  if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_INT) return { id: Number(text) };
  return { shortName: text };
}

/** Short names are single words: letters, digits and `_ - . @`. */
export const SHORT_NAME_PATTERN = /^[a-zA-Z0-9_\-.@]+$/;
