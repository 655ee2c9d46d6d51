import { createHash, randomBytes } from 'node:crypto';

/**
 * A booking's manage link carries a token made and kept as preview links' are (decision 108):
 * 32 random bytes from the operating system's generator, stored only as their SHA-256, so a
 * leaked database or backup gives no one a working link.
 */
export const newManageToken = (): string => randomBytes(32).toString('base64url');
export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
