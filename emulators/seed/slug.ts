const LETTERS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', é: 'e', è: 'e', ü: 'u', ö: 'o', ä: 'a' };

/** Readable ASCII id of a Norwegian title: "Åpen leddarmsmarkise" → "apen-leddarmsmarkise". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[æøåéèüöä]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
