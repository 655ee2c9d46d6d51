import { ANSWER_WITHIN_WORKING_DAYS } from '@rms/schema';
import { useMessageCount } from '../api/get-messages';

const enquiries = (n: number) => `${n} ${n === 1 ? 'ny henvendelse' : 'nye henvendelser'}`;

/**
 * The count of new enquiries beside 'Admin' in the user menu (issue #23). `enabled` once the user
 * is confirmed an admin: a stored session's token may be stale, and a 401 would sign them out.
 */
export function NewEnquiriesBadge({ enabled }: { enabled: boolean }) {
  const { data } = useMessageCount({ enabled });
  if (!enabled || !data?.new) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">
      {data.new}
      <span className="sr-only"> {data.new === 1 ? 'ny henvendelse' : 'nye henvendelser'}</span>
    </span>
  );
}

/** The dashboard's line about the inbox: how many enquiries are new, and how many of them have waited too long. */
export function NewEnquiriesSummary() {
  const { data } = useMessageCount();
  if (!data) return null;
  return (
    <p className="mt-2 text-slate-700">
      <a href="#henvendelser" className="font-medium text-accent-700 hover:underline">
        {data.new === 0 ? 'Ingen nye henvendelser' : enquiries(data.new)}
      </a>
      {data.overdue > 0 && (
        <span className="font-semibold text-red-800">
          {' '}
          · {data.overdue} ubesvart i mer enn {ANSWER_WITHIN_WORKING_DAYS} arbeidsdager
        </span>
      )}
    </p>
  );
}
