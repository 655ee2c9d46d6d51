/** The longest readable id (IdSchema allows 1–100 characters). */
export const MAX_ID_LENGTH = 100;

/**
 * Latin letters that NFKD does not split into a base letter and an accent, spelled the way
 * Norwegian and German write them in ASCII. Accented letters (é, ü, ä, ö, å) need no entry:
 * NFKD turns them into the plain letter plus a mark that is then dropped (å → a, ü → u).
 */
const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', þ: 'th' };
const SPELLED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * The readable ASCII id of a title, the one rule for server, admin screens and seed:
 * "Åpen leddarmsmarkise" → "apen-leddarmsmarkise", "Straße" → "strasse". At most `maxLength`
 * characters, never a dash at either end; '' when nothing usable is left.
 */
export function slugify(title: string, maxLength = MAX_ID_LENGTH): string {
  return title
    .toLowerCase()
    .replace(SPELLED, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
