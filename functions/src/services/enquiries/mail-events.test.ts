import { describe, expect, it } from 'vitest';
import { LONG_DEFERRAL_MS, notificationOutcome } from './mail-events';
import { undeliveredReason } from '../health/system';

const sentAt = '2026-11-27T10:00:00.000Z';
const now = new Date('2026-11-27T20:00:00.000Z');
const at = (ms: number) => Math.floor((Date.parse(sentAt) + ms) / 1000);

describe('notificationOutcome', () => {
  it('takes a bounce and a drop as undelivered at once, with SendGrid’s reason', () => {
    expect(notificationOutcome({ event: 'bounce', reason: '550 no such user', timestamp: at(1000) }, sentAt, now)).toEqual({ undelivered: { event: 'bounce', reason: '550 no such user', at: '2026-11-27T10:00:01.000Z' } });
    expect(notificationOutcome({ event: 'dropped' }, sentAt, now)).toEqual({ undelivered: { event: 'dropped', reason: 'dropped', at: now.toISOString() } });
  });

  it('takes a deferral as undelivered only from 4 hours after the mail was sent', () => {
    expect(notificationOutcome({ event: 'deferred', response: '421', timestamp: at(LONG_DEFERRAL_MS - 1000) }, sentAt, now)).toBeNull();
    expect(notificationOutcome({ event: 'deferred', response: '421', timestamp: at(LONG_DEFERRAL_MS) }, sentAt, now)).toMatchObject({ undelivered: { event: 'deferred', reason: '421' } });
    expect(notificationOutcome({ event: 'deferred', timestamp: at(LONG_DEFERRAL_MS) }, null, now)).toBeNull();
  });

  it('reads delivered as delivered and ignores the rest', () => {
    expect(notificationOutcome({ event: 'delivered' }, sentAt, now)).toBe('delivered');
    expect(notificationOutcome({ event: 'processed' }, sentAt, now)).toBeNull();
    expect(notificationOutcome({ event: 'open' }, sentAt, now)).toBeNull();
  });
});

describe('undeliveredReason', () => {
  const lastFailure = { event: 'bounce' as const, reason: '550 no such user', at: '2026-11-27T11:00:00.000Z', enquiryId: 'abc' };

  it('reports the last failure until a notification is delivered after it', () => {
    expect(undeliveredReason({ lastFailure: null, lastDeliveredAt: null })).toBeNull();
    expect(undeliveredReason({ lastFailure, lastDeliveredAt: null })).toBe('The notification of enquiry abc was not delivered (bounce at 2026-11-27T11:00:00.000Z): 550 no such user');
    expect(undeliveredReason({ lastFailure, lastDeliveredAt: '2026-11-27T10:00:00.000Z' })).not.toBeNull();
    expect(undeliveredReason({ lastFailure, lastDeliveredAt: lastFailure.at })).not.toBeNull();
    expect(undeliveredReason({ lastFailure, lastDeliveredAt: '2026-11-27T12:00:00.000Z' })).toBeNull();
  });
});
