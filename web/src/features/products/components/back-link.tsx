import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm font-medium text-accent-700 hover:underline">
      <ArrowLeftIcon width={16} height={16} />
      {children}
    </Link>
  );
}
