/** The full name a user block shows (§2). */
export const fullNameOf = (user: { readonly firstName: string; readonly lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first letter of a text as a reader sees it (an accented or combined letter whole). */
export const firstLetter = (text: string): string =>
  graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';

/** §2 user block: the first letters of up to two words of the full name, upper case ('PR'). */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => firstLetter(word).toLocaleUpperCase())
    .join('');
}
