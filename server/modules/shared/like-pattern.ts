/** A case-blind "contains" pattern for `$ilike` in which LIKE's own characters match themselves. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
