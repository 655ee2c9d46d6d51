const kroner = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

/** A sum the Norwegian way: '48 000 kr' (a no-break space between thousands). */
export function formatKroner(n: number): string {
  return `${kroner.format(n)} kr`;
}

/** Whole kroner as typed ('48 000', '48000 kr', '48.000'); null when it is not a whole, non-negative number. */
export function parseKroner(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f.]/g, '').replace(/kr$/i, '').replace(/,-$/, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}
