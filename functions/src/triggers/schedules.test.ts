import { describe, expect, it } from 'vitest';
import { REGION, TIME_ZONE } from '../config';
import { mailRetry } from './mail-retry';
import { nightlyBackup } from './nightly-backup';
import { messageRescue } from './enquiry-rescue';
import { messageRetention } from './enquiry-retention';
import { enquiryReminder } from './enquiry-reminder';
import { bookingReminder } from './booking-reminder';
import { staffAccessExpiry } from './staff-access-expiry';
import { statsRetention } from './stats-retention';
import { versionPrune } from './version-prune';

type Endpoint = { region?: string[]; scheduleTrigger?: { schedule: string; timeZone?: string } };
const endpoint = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('scheduled functions', () => {
  it('take the nightly backup at night on Norwegian time, in the functions region', () => {
    expect(endpoint(nightlyBackup).scheduleTrigger).toMatchObject({ schedule: '30 2 * * *', timeZone: TIME_ZONE });
    expect(endpoint(nightlyBackup).region).toEqual([REGION]);
  });

  it('prune item histories every night before the backup and its sweep, on Norwegian time', () => {
    expect(endpoint(versionPrune).scheduleTrigger).toMatchObject({ schedule: '0 2 * * *', timeZone: TIME_ZONE });
    expect(endpoint(versionPrune).region).toEqual([REGION]);
  });

  it('retry failed contact mail every 15 minutes', () => {
    expect(endpoint(mailRetry).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes', timeZone: TIME_ZONE });
    expect(endpoint(mailRetry).region).toEqual([REGION]);
  });

  it('move contact messages from the second store into Firestore every 5 minutes', () => {
    expect(endpoint(messageRescue).scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes', timeZone: TIME_ZONE });
    expect(endpoint(messageRescue).region).toEqual([REGION]);
  });

  it('remind the staff address of enquiries past their answer time every 15 minutes', () => {
    expect(endpoint(enquiryReminder).scheduleTrigger).toMatchObject({ schedule: 'every 15 minutes', timeZone: TIME_ZONE });
    expect(endpoint(enquiryReminder).region).toEqual([REGION]);
  });

  it('remind visitors of tomorrow\'s site visits every hour from 09:00 to 18:00, Norwegian time', () => {
    expect(endpoint(bookingReminder).scheduleTrigger).toMatchObject({ schedule: '0 9-18 * * *', timeZone: TIME_ZONE });
    expect(endpoint(bookingReminder).region).toEqual([REGION]);
  });

  it('delete enquiries past their retention every night after the backup', () => {
    expect(endpoint(messageRetention).scheduleTrigger).toMatchObject({ schedule: '15 3 * * *', timeZone: TIME_ZONE });
    expect(endpoint(messageRetention).region).toEqual([REGION]);
  });

  it('delete the visit statistics\' past visitor sets and salt just after midnight, Norwegian time', () => {
    expect(endpoint(statsRetention).scheduleTrigger).toMatchObject({ schedule: '5 0 * * *', timeZone: TIME_ZONE });
    expect(endpoint(statsRetention).region).toEqual([REGION]);
  });

  it('end staff access whose last day has passed just after midnight, Norwegian time', () => {
    expect(endpoint(staffAccessExpiry).scheduleTrigger).toMatchObject({ schedule: '1 0 * * *', timeZone: TIME_ZONE });
    expect(endpoint(staffAccessExpiry).region).toEqual([REGION]);
  });
});
