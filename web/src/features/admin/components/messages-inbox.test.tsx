import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredMessage } from '@rms/schema';
import { mockFetch, renderWithProviders } from '@/test/render';
import { MessagesInbox } from './messages-inbox';

const message = (over: Partial<StoredMessage>): StoredMessage => ({
  id: 'm1',
  name: 'Kari',
  contactPhone: '',
  contactEmail: 'kari@example.no',
  subject: 'Contact Form: Markise',
  message: 'Hei',
  status: 'sent',
  attempts: 1,
  lastError: null,
  created_at: '2026-11-21T10:00:00.000Z',
  sent_at: '2026-11-21T10:00:01.000Z',
  next_attempt_at: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('Contact Messages', () => {
  it('shows why a message was not mailed and when it is tried again, without opening it', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        data: [
          message({ id: 'a', subject: 'Contact Form: Uten nøkkel', status: 'failed', attempts: 0, lastError: 'SENDGRID_API_KEY is not set', next_attempt_at: '2026-11-21T10:15:00.000Z', sent_at: null }),
          message({ id: 'b', subject: 'Contact Form: Gitt opp', status: 'failed', attempts: 6, lastError: 'SendGrid 401: unauthorized', sent_at: null }),
          message({ id: 'c', subject: 'Contact Form: Over grensen', status: 'held', attempts: 0, next_attempt_at: '2026-11-21T10:00:00.000Z', sent_at: null }),
          message({ id: 'd', subject: 'Contact Form: Sendt' }),
        ],
      },
    }));
    renderWithProviders(<MessagesInbox />);
    const notes = await screen.findAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringMatching(/^Ikke sendt \(0 forsøk\): SENDGRID_API_KEY is not set\. Prøves igjen /),
      'Ikke sendt (6 forsøk): SendGrid 401: unauthorized. Gitt opp: send svaret selv.',
    ]);
    expect(screen.getByText(/Holdt tilbake: mange meldinger på kort tid\. Sendes samlet i én e-post/)).toBeInTheDocument();
    expect(screen.getByText('held')).toBeInTheDocument();
  });
});
