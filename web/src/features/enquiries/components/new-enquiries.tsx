import type { EnquiryCount } from '@rms/schema';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { INBOX_LIMIT, useEnquiries, useEnquiryCount } from '../api/get-enquiries';

const enquiries = (n: number) => `${n} ${n === 1 ? 'ny henvendelse' : 'nye henvendelser'}`;

/**
 * The count of new enquiries beside 'Admin' in the user menu. `enabled` once the user
 * is confirmed an admin: a stored session's token may be stale, and a 401 would sign them out.
 */
export function NewEnquiriesBadge({ enabled }: { enabled: boolean }) {
  const { data } = useEnquiryCount({ enabled });
  if (!enabled || !data?.new) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">
      {data.new}
      <span className="sr-only"> {data.new === 1 ? 'ny henvendelse' : 'nye henvendelser'}</span>
    </span>
  );
}

/** The dashboard's line about the inbox: how many enquiries are new, and how many of them have waited too long; it leads to the inbox. */
export function NewEnquiriesSummary() {
  const { data } = useEnquiryCount();
  if (!data) return null;
  return (
    <p className="mt-2 text-slate-700">
      <Link to={paths.adminEnquiries} className="font-medium text-accent-700 hover:underline">
        {data.new === 0 ? 'Ingen nye henvendelser' : enquiries(data.new)}
      </Link>
      {data.overdue > 0 && (
        <span className="font-semibold text-red-800">
          {' '}
          · {data.overdue} ubesvart utover svarfristen ({data.answerWithinHours} arbeidstimer)
        </span>
      )}
      <span className="block text-sm text-slate-600">{answerTimeText(data.last30Days)}</span>
    </p>
  );
}

/** '2 t 15 min', '45 min', '3 d 4 t'. */
export function formatDuration(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} t` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} t ${m} min` : `${h} t`;
  return `${m} min`;
}

/** The last 30 days: the median time to first contact, and how many went past the answer time. */
function answerTimeText(last: EnquiryCount['last30Days']): string {
  const median = last.medianFirstContactMinutes === null ? 'ingen kontaktet ennå' : `median tid til første kontakt ${formatDuration(last.medianFirstContactMinutes)} i åpningstiden`;
  return `Siste 30 dager: ${median} · ${last.late} av ${last.enquiries} over svarfristen`;
}

/**
 * The dashboard's line about enquiries whose e-mail to the company failed (their delivery status
 * 'Ikke sendt'): nobody got them by mail, so they wait in the inbox alone. Nothing when there are none.
 */
export function FailedMailSummary() {
  const { data } = useEnquiries({ status: 'failed' });
  if (!data?.length) return null;
  const count = data.length >= INBOX_LIMIT ? `${INBOX_LIMIT}+` : String(data.length);
  return (
    <p className="mt-1 font-semibold text-red-800">
      <Link to={paths.adminEnquiries} className="hover:underline">
        {count} {data.length === 1 ? 'henvendelse' : 'henvendelser'} ble ikke sendt på e-post
      </Link>
    </p>
  );
}
