/** True when rich-text HTML holds visible text (an empty editor gives '<p></p>'). */
export function htmlHasText(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}
