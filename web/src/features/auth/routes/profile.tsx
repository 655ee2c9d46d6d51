import { ROLE_LABELS, type Role } from '@rms/schema/role';
import { Img } from '@/components/ui/img';
import { Seo } from '@/components/ui/seo';
import { useAuth } from '../hooks/use-auth';

/** Member since as a long English date, e.g. "November 21, 2026"; 'Unknown' when missing. */
export function formatMemberSince(creationTime: string | null | undefined): string {
  if (!creationTime) return 'Unknown';
  const date = new Date(creationTime);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The account type the profile shows: 'Administrator', 'Redaktør' or 'Standard User'. */
export function accountType(role: Role): string {
  return ROLE_LABELS[role];
}

/** The profile page (sign-in required): photo, name, e-mail, role badge, account type, member since. */
export default function ProfilePage() {
  const { user, isStaff } = useAuth();
  if (!user) return null;
  const name = user.displayName || 'Anonymous User';
  return (
    <section className="container-page py-12">
      <Seo title="Profil" noindex />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-sand-200">
        <div className="flex items-center gap-5">
          {user.photoURL ? (
            <Img image={{ src: user.photoURL }} alt={`Profilbilde av ${name}`} width={80} height={80} className="h-20 w-20 rounded-full" />
          ) : (
            <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-navy-100 text-2xl font-semibold text-navy-900">
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold text-navy-950">{name}</h1>
            <p className="truncate text-slate-700">{user.email}</p>
            {isStaff && <span className="mt-2 inline-block rounded-full bg-accent-600 px-3 py-0.5 text-xs font-semibold text-white">{accountType(user.role)}</span>}
          </div>
        </div>
        <dl className="mt-8 divide-y divide-sand-200 border-t border-sand-200 text-sm">
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-slate-600">Account type</dt>
            <dd className="font-medium text-navy-950">{accountType(user.role)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-slate-600">Member since</dt>
            <dd className="font-medium text-navy-950">{formatMemberSince(user.metadata.creationTime)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
