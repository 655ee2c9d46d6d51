import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@rms/schema';
import { withTimeout } from '../../deadline';
import type { Repositories } from '../../repositories';

/** A submission does not wait longer than this for the key (the contact form answers within 10 s). */
const KEY_READ_DEADLINE_MS = 1000;

/**
 * The contact forms' time trap: when a visitor first focuses a field, the form fetches
 * a token in which the server signs the time it was issued. A message sent sooner than
 * FORM_TOKEN_MIN_AGE_MS after that, later than FORM_TOKEN_MAX_AGE_MS, or with a missing or forged
 * token is a bot's, and is stored as spam (the bot is answered exactly as a person would be).
 * Rendered pages are cached, so the token cannot live in the HTML.
 */

export type TokenVerdict = 'ok' | 'missing' | 'forged' | 'too-soon' | 'expired';

const sign = (key: string, issuedAt: string) => createHmac('sha256', key).update(`form:${issuedAt}`).digest('base64url');

export function issueFormToken(key: string, now: Date): string {
  const issuedAt = String(now.getTime());
  return `${issuedAt}.${sign(key, issuedAt)}`;
}

export function checkFormToken(key: string, token: string | undefined, now: Date): TokenVerdict {
  if (!token) return 'missing';
  const [issuedAt, signature, ...rest] = token.split('.');
  if (!issuedAt || !signature || rest.length > 0 || !/^\d{1,15}$/.test(issuedAt)) return 'forged';
  const expected = Buffer.from(sign(key, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const age = now.getTime() - Number(issuedAt);
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'too-soon';
  if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'ok';
}

/** The site's signing key, read once per instance (FORM_TOKEN_SECRET when configured, else meta/form-token). */
export class FormTokens {
  private key: Promise<string> | undefined;

  constructor(
    private readonly repos: Repositories,
    private readonly configuredKey?: string,
  ) {}

  private signingKey(): Promise<string> {
    if (this.configuredKey) return Promise.resolve(this.configuredKey);
    this.key ??= this.repos.formSecret.getOrCreate().catch((e: unknown) => {
      this.key = undefined;
      throw e;
    });
    return this.key;
  }

  async issue(now = new Date()): Promise<string> {
    return issueFormToken(await this.signingKey(), now);
  }

  /**
   * The verdict on a submitted token; 'ok' when the key cannot be read (Firestore down): a visitor's
   * message is never thrown into spam because of our own outage.
   */
  async check(token: string | undefined, now = new Date()): Promise<TokenVerdict> {
    let key: string;
    try {
      key = await withTimeout(this.signingKey(), KEY_READ_DEADLINE_MS, 'the form token key');
    } catch (e) {
      console.warn(`[mail] the form token key could not be read, the time trap is skipped: ${e instanceof Error ? e.message : String(e)}`);
      return 'ok';
    }
    return checkFormToken(key, token, now);
  }
}
