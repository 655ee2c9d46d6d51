import { createHmac } from 'node:crypto';
import { QUOTE_TICK_MESSAGE, QuoteAcceptSchema, QuoteCreateSchema, QuoteDeclineSchema, QuoteExpiringQuerySchema, QuoteIdParamsSchema, QuoteListQuerySchema, QuotePatchSchema, QuoteTokenParamsSchema } from '@rms/schema';
import express, { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../app-deps';
import { AppError, ValidationError } from '../errors';
import { clientAddress } from '../middleware/client-address';
import { requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { expiringQuotes } from '../services/quotes/expiring-quotes';
import { acceptedMail, companyNotice, pdfFile, sendQuoteMails, sentMail, type QuoteMailDeps } from '../services/quotes/quote-mail';
import {
  acceptByCustomer,
  createQuote,
  declineByCustomer,
  findQuote,
  listQuotes,
  patchQuote,
  pdfOf,
  publicView,
  quoteByToken,
  sendQuote,
  staffView,
  viewByCustomer,
  type QuoteDeps,
} from '../services/quotes/quotes';
import { sendData } from './respond';

/** The customer's page of a token, where a plain HTML form post is sent back to (303). */
const pagePath = (token: string) => `/tilbud/${token}`;

const isFormPost = (req: Request) => req.is('application/x-www-form-urlencoded') !== false && req.is('application/x-www-form-urlencoded') !== null;

/** Never kept by a browser, a proxy or the CDN, and never indexed: a quote's link is its only key. */
function privateAnswer(res: Response) {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
}

function sendPdf(res: Response, pdf: Buffer, filename: string) {
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` }).send(pdf);
}

/** /api/quotes: quotes on enquiries (decision 152). Staff write and send them; the customer's link answers them. */
export function quoteRoutes(deps: AppDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());
  const quoteDeps: QuoteDeps = { repos: deps.repos, siteUrl: deps.config.siteUrl, now: clock };
  const mail: QuoteMailDeps = { mailer: deps.mailer, mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl };
  // The address an acceptance came from is kept only as a keyed hash: proof that can be checked, not an address.
  let addressKey: Promise<string> | undefined;
  const hashAddress = async (req: Request) => {
    addressKey ??= deps.config.formTokenSecret ? Promise.resolve(deps.config.formTokenSecret) : deps.repos.formSecret.getOrCreate();
    return createHmac('sha256', await addressKey).update(`quote-accept:${clientAddress(req)}`).digest('hex');
  };
  // The customer's page posts plain HTML forms (it works without JavaScript): a small urlencoded body.
  const formBody = express.urlencoded({ extended: false, limit: '8kb' });

  // ---- The customer's link: whoever holds the token, nothing else. Registered before /:id. ----

  router.get('/public/:token', async (req, res) => {
    privateAnswer(res);
    const { token } = parse(QuoteTokenParamsSchema, req.params, 'Path');
    const quote = await viewByCustomer(quoteDeps, token);
    res.json({ data: publicView(quote, token, clock()) });
  });

  router.get('/public/:token/pdf', async (req, res) => {
    privateAnswer(res);
    const { token } = parse(QuoteTokenParamsSchema, req.params, 'Path');
    const quote = await quoteByToken(quoteDeps, token);
    sendPdf(res, await pdfOf(quoteDeps, quote), pdfFile(quote, Buffer.alloc(0)).filename);
  });

  /**
   * A form post (the page without JavaScript) is answered 303 back to the page, which shows the
   * outcome; a refusal goes back with `?feil=` so the page can say what to fix. JSON gets JSON.
   */
  const answer = (req: Request, res: Response, token: string, outcome: string, work: () => Promise<unknown>) =>
    work().then(
      (data) => (isFormPost(req) ? res.redirect(303, `${pagePath(token)}?svar=${outcome}`) : res.json({ data })),
      (error: unknown) => {
        if (!isFormPost(req) || !(error instanceof AppError)) throw error;
        const field = error instanceof ValidationError ? (error.issues?.[0]?.path ?? 'feil') : error.code.toLowerCase();
        res.redirect(303, `${pagePath(token)}?feil=${encodeURIComponent(field)}`);
      },
    );

  router.post('/public/:token/accept', formBody, async (req, res) => {
    privateAnswer(res);
    const { token } = parse(QuoteTokenParamsSchema, req.params, 'Path');
    await answer(req, res, token, 'akseptert', async () => {
      const { name, accepted } = parse(QuoteAcceptSchema, req.body ?? {});
      // The page's tick box: an unticked box sends nothing, so a form without it is refused.
      if (isFormPost(req) && !accepted) throw new ValidationError(QUOTE_TICK_MESSAGE, [{ path: 'accepted', message: QUOTE_TICK_MESSAGE }]);
      const { quote, changed } = await acceptByCustomer(quoteDeps, token, name, await hashAddress(req));
      if (changed) {
        const pdf = await pdfOf(quoteDeps, quote);
        await sendQuoteMails(mail, quote.id, 'acceptance', [
          { ...acceptedMail(quote, name, quote.company!, mail.mailFrom), attachments: [pdfFile(quote, pdf)] },
          { ...companyNotice(quote, 'accepted', name, mail), attachments: [pdfFile(quote, pdf)] },
        ]);
      }
      return publicView(quote, token, clock());
    });
  });

  router.post('/public/:token/decline', formBody, async (req, res) => {
    privateAnswer(res);
    const { token } = parse(QuoteTokenParamsSchema, req.params, 'Path');
    await answer(req, res, token, 'avslatt', async () => {
      const { reason } = parse(QuoteDeclineSchema, req.body ?? {});
      const { quote, changed } = await declineByCustomer(quoteDeps, token, reason);
      if (changed) await sendQuoteMails(mail, quote.id, 'decline', [companyNotice(quote, 'declined', reason ?? '', mail)]);
      return publicView(quote, token, clock());
    });
  });

  // ---- Staff: administrators and editors. ----

  router.post('/', requireStaff, requireJson, async (req, res) => {
    const input = parse(QuoteCreateSchema, req.body);
    const quote = await createQuote(quoteDeps, signedInUser(req), input);
    res.location(`/api/quotes/${quote.id}`);
    sendData(req, res, { quote }, 201);
  });

  router.get('/', requireStaff, async (req, res) => {
    // The dashboard's list: the quotes about to run out unanswered, across all enquiries.
    if (req.query.expiringWithinDays !== undefined) {
      const { expiringWithinDays } = parse(QuoteExpiringQuerySchema, req.query, 'Query');
      return sendData(req, res, await expiringQuotes(quoteDeps, expiringWithinDays));
    }
    const { enquiryId } = parse(QuoteListQuerySchema, req.query, 'Query');
    sendData(req, res, await listQuotes(quoteDeps, enquiryId));
  });

  router.get('/:id', requireStaff, async (req, res) => {
    const { id } = parse(QuoteIdParamsSchema, req.params, 'Path');
    sendData(req, res, { quote: staffView(await findQuote(quoteDeps, id), clock()) });
  });

  router.get('/:id/pdf', requireStaff, async (req, res) => {
    const { id } = parse(QuoteIdParamsSchema, req.params, 'Path');
    const quote = await findQuote(quoteDeps, id);
    res.set('Cache-Control', 'private, no-store');
    sendPdf(res, await pdfOf(quoteDeps, quote), pdfFile(quote, Buffer.alloc(0)).filename);
  });

  router.patch('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(QuoteIdParamsSchema, req.params, 'Path');
    const patch = parse(QuotePatchSchema, req.body);
    sendData(req, res, { quote: await patchQuote(quoteDeps, signedInUser(req), id, patch) });
  });

  router.post('/:id/send', requireStaff, async (req, res) => {
    const { id } = parse(QuoteIdParamsSchema, req.params, 'Path');
    const sent = await sendQuote(quoteDeps, signedInUser(req), id);
    // Stored first; a failed mail is logged and the link is still answered for staff to pass on.
    const mailed = await sendQuoteMails(mail, id, 'send', [{ ...sentMail(sent.quote, sent.link, sent.company, mail.mailFrom), attachments: [pdfFile(sent.quote, sent.pdf)] }]);
    sendData(req, res, { quote: staffView(sent.quote, clock()), link: sent.link, mailed });
  });

  return router;
}
