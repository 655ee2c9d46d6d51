import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import { formatOre, PRICE_TYPE_LABELS, PRICE_TYPE_WORDING, QUOTE_ACCEPT_WORDS, QUOTE_EXPIRED_MESSAGE, QUOTE_REPLACED_MESSAGE, QUOTE_UNKNOWN_MESSAGE, quoteLabel, QuoteTokenParamsSchema } from '@rms/schema';
import { GoneError, NotFoundError } from './errors';
import type { QuoteDoc } from './repositories/quotes';
import { companyLines, deliveryText, norwegianDate, sumRows } from './services/quotes/quote-pdf';
import { viewByCustomer, type QuoteDeps } from './services/quotes/quotes';

/**
 * The customer's page of a quote, `/tilbud/{token}` (decision 152): rendered on the server for this
 * request only, a whole page with no script at all (accept and decline are plain HTML forms posting
 * to the API, which answers 303 back here), never cached, never indexed, no referrer sent on. It
 * shows what the PDF prints, with the same formatter and wording.
 */

export const QUOTE_PATH_PREFIX = '/tilbud/';

/** Every answer of a quote page: nobody but this browser keeps it, no search engine indexes it, no link passes the token on. */
export const QUOTE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/html; charset=utf-8' } as const;

/** The token of a `/tilbud/{token}` path; undefined for any other path (or one that cannot be a token). */
export function quoteTokenOf(path: string): string | undefined {
  if (!path.startsWith(QUOTE_PATH_PREFIX)) return undefined;
  const token = path.slice(QUOTE_PATH_PREFIX.length);
  return QuoteTokenParamsSchema.safeParse({ token }).success ? token : undefined;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const tel = (phone: string) => `<a href="tel:${esc(phone.replace(/[^\d+]/g, ''))}">${esc(phone)}</a>`;
const paragraphs = (text: string) => text.split(/\n+/).filter(Boolean).map((p) => `<p>${esc(p)}</p>`).join('');
const osloMoment = (iso: string) => new Date(iso).toLocaleString('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#10233f;background:#f5f7fa;line-height:1.5;font-size:1rem}
main{max-width:48rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem;margin-bottom:1rem}.facts p{margin:0}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{padding:.4rem .25rem;border-bottom:1px solid #d5dbe3;text-align:left;vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap}
.sums td{border:0}.sums tr:last-child td{font-weight:700;border-top:2px solid #10233f}
.note{background:#eef3f8;border-left:4px solid #1d4f91;padding:.5rem .75rem;margin:1rem 0}.alert{background:#fde8e8;border-left:4px solid #b42318;padding:.75rem;margin:1rem 0}.ok{background:#e7f6ec;border-left:4px solid #1a7f37;padding:.75rem;margin:1rem 0}
form{margin:1rem 0;padding:1rem;border:1px solid #d5dbe3;border-radius:.5rem}label{display:block;margin:.5rem 0 .25rem;font-weight:600}input[type=text],textarea{width:100%;font:inherit;padding:.6rem;border:1px solid #8a96a8;border-radius:.375rem}
.tick{display:flex;gap:.5rem;align-items:flex-start;font-weight:600}.tick input{width:1.5rem;height:1.5rem;margin:0}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border-radius:.375rem;border:0;margin-top:.75rem;min-height:44px;cursor:pointer}.accept{background:#1a7f37;color:#fff}.decline{background:#e4e8ee;color:#10233f}
.terms{font-size:.9rem}a{color:#1d4f91}
@media (max-width:30rem){th.unit,td.unit{display:none}}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>
`;
}

/** What a form post came back with (`?svar=` or `?feil=`), as the page says it. */
function flash(query: Record<string, unknown>): string {
  const feil = typeof query.feil === 'string' ? query.feil : '';
  const svar = typeof query.svar === 'string' ? query.svar : '';
  if (feil === 'accepted') return `<p class="alert" role="alert">Kryss av for «${esc(QUOTE_ACCEPT_WORDS)}» før du trykker Aksepter.</p>`;
  if (feil === 'name') return '<p class="alert" role="alert">Skriv navnet ditt før du trykker Aksepter.</p>';
  if (feil === 'reason') return '<p class="alert" role="alert">Grunnen kan ha høyst 1000 tegn.</p>';
  if (feil === 'conflict') return '<p class="alert" role="alert">Tilbudet er allerede besvart.</p>';
  if (feil) return '<p class="alert" role="alert">Noe gikk galt. Prøv igjen, eller ring oss.</p>';
  if (svar === 'akseptert') return '<p class="ok" role="status">Takk! Tilbudet er akseptert. Du får en bekreftelse på e-post.</p>';
  if (svar === 'avslatt') return '<p class="ok" role="status">Takk for svaret. Tilbudet er avslått.</p>';
  return '';
}

/** The quote as the PDF prints it, with the customer's forms while it is open. */
export function quotePageHtml(q: QuoteDoc, token: string, query: Record<string, unknown>): string {
  const company = q.company!;
  const label = quoteLabel(q.number, q.version);
  const rows = q.lines
    .map((l) => `<tr><td>${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n unit">${esc(formatOre(l.unitPriceOre))}</td><td class="n">${esc(formatOre(l.quantity * l.unitPriceOre))}</td></tr>`)
    .join('');
  const sums = sumRows(q)
    .map(([name, value]) => `<tr><td>${esc(name)}</td><td class="n">${esc(value)}</td></tr>`)
    .join('');
  const delivery = deliveryText(q.deliveryWeeks);
  const api = `/api/quotes/public/${token}`;
  let answer: string;
  if (q.accepted) {
    answer = `<p class="ok"><strong>Akseptert</strong> ${esc(osloMoment(q.accepted.at))} av ${esc(q.accepted.name)}.</p>`;
  } else if (q.declined) {
    answer = `<p class="note"><strong>Avslått</strong> ${esc(osloMoment(q.declined.at))}.</p>`;
  } else {
    answer = `<h2>Svar på tilbudet</h2>
<form method="post" action="${api}/accept">
<label for="name">Navnet ditt</label><input type="text" id="name" name="name" autocomplete="name" required maxlength="100" value="${esc(q.customer.name)}">
<p><label class="tick"><input type="checkbox" name="accepted" required> ${esc(QUOTE_ACCEPT_WORDS)}</label></p>
<button class="accept" type="submit">Aksepter</button>
</form>
<form method="post" action="${api}/decline">
<label for="reason">Vil du avslå? Fortell oss gjerne hvorfor (valgfritt)</label><textarea id="reason" name="reason" rows="3" maxlength="1000"></textarea>
<button class="decline" type="submit">Avslå</button>
</form>`;
  }
  const body = `<h1>Tilbud ${esc(label)}</h1>
${flash(query)}
<div class="facts"><div>${companyLines(company).map((l) => `<p>${esc(l)}</p>`).join('')}</div>
<div><p><strong>Til</strong></p><p>${esc(q.customer.name)}</p>${q.customer.address ? `<p>${esc(q.customer.address)}</p>` : ''}</div></div>
<p>Dato: ${norwegianDate(printDate(q))}<br>Gyldig til og med: ${q.validUntil ? norwegianDate(q.validUntil) : ''}<br>Pristype: ${esc(PRICE_TYPE_LABELS[q.priceType])}</p>
<table><thead><tr><th>Beskrivelse</th><th class="n">Antall</th><th class="n unit">Enhetspris</th><th class="n">Sum</th></tr></thead><tbody>${rows}</tbody></table>
<table class="sums"><tbody>${sums}</tbody></table>
<p class="note"><strong>${esc(PRICE_TYPE_LABELS[q.priceType])}.</strong> ${esc(PRICE_TYPE_WORDING[q.priceType])}</p>
${delivery ? `<p>${esc(delivery)}</p>` : ''}
${q.note ? `<h2>Merknad</h2>${paragraphs(q.note)}` : ''}
<p><a href="${api}/pdf">Last ned tilbudet som PDF</a></p>
${answer}
<h2>Vilkår</h2><div class="terms">${paragraphs(q.terms ?? '')}</div>
<p>Spørsmål? Ring oss på ${tel(company.phone)}.</p>`;
  return page(`Tilbud ${label} – ${company.name}`, body);
}

/** The Oslo day a version was sent on, as its PDF prints it. */
function printDate(q: QuoteDoc): string {
  return new Date(q.sent_at!).toLocaleDateString('en-CA', { timeZone: 'Europe/Oslo' });
}

function messagePage(title: string, message: string, extra: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p>${extra}`);
}

/** The page a token answers: 200 with the quote, 410 expired (with the phone) or replaced (with the newer link), 404 unknown. */
export async function quotePageAnswer(deps: QuoteDeps & { fallbackPhone?: string | undefined }, token: string, query: Record<string, unknown>): Promise<{ status: number; html: string }> {
  const phone = deps.fallbackPhone ?? DEFAULT_COMPANY_PHONE;
  try {
    const q = await viewByCustomer(deps, token);
    return { status: 200, html: quotePageHtml(q, token, query) };
  } catch (e) {
    if (e instanceof GoneError && e.details.reason === 'replaced') {
      const next = e.details.replacedBy ? new URL(e.details.replacedBy).pathname : '';
      return { status: 410, html: messagePage('Tilbudet er erstattet', QUOTE_REPLACED_MESSAGE, next ? `<p><a href="${esc(next)}">Se det nye tilbudet</a></p>` : '') };
    }
    if (e instanceof GoneError) {
      const own = e.details.phone ?? phone;
      return { status: 410, html: messagePage('Tilbudet har gått ut', QUOTE_EXPIRED_MESSAGE, `<p>Ring oss på ${tel(own)}.</p>`) };
    }
    if (e instanceof NotFoundError) return { status: 404, html: messagePage('Fant ikke tilbudet', QUOTE_UNKNOWN_MESSAGE, `<p>Ring oss på ${tel(phone)}.</p>`) };
    throw e;
  }
}

