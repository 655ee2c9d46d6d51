import { isAdmin as isAdminRole, isStaff as isStaffRole } from '@rms/schema/role';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { setDebugHeaderEnabled, useDebugHeaderEnabled } from '@/lib/debug-header';
import { useStoredUser } from '@/lib/session';
import { useAuth } from '../hooks/use-auth';

function Avatar({ name, photoURL }: { name: string; photoURL: string | null | undefined }) {
  if (photoURL) return <Img image={{ src: photoURL }} alt="" width={32} height={32} loading="eager" className="h-8 w-8 rounded-full" />;
  return (
    <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-navy-100 text-sm font-semibold text-navy-900">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-sand-100 focus:bg-sand-100 focus:outline-none';

/** A count shown beside 'Admin' (the new enquiries); `enabled` once the user is confirmed staff. Given by app/, which composes the features. */
export type AccountBadge = ComponentType<{ enabled: boolean }>;

/**
/**
 * The signed-in user's dropdown in the top bar: for staff Admin (with the badge, the count of new
 * enquiries), Legg til nytt prosjekt and Legg til nytt produkt; for administrators also
 * Innstillinger and the debug header toggle; for everyone Profile and Sign Out. An entry shows only
 * when the role may use it. Loaded lazily for stored sessions.
 */
export default function UserMenu({ EnquiryBadge }: { EnquiryBadge: AccountBadge }) {
  const stored = useStoredUser();
  const { user, isAdmin: confirmedAdmin, isStaff: confirmedStaff, signOut } = useAuth();
  // Until Firebase answers, the stored session stands in (the server checks every action anyway).
  const isAdmin = user ? confirmedAdmin : isAdminRole(stored);
  const isStaff = user ? confirmedStaff : isStaffRole(stored);
  // The count of new enquiries asks the API only once Firebase has confirmed the role (a fresh token).
  const countEnquiries = Boolean(user) && confirmedStaff;
  const name = user?.displayName || stored?.displayName || user?.email || stored?.email || 'Min konto';
  const photoURL = user?.photoURL ?? stored?.photoURL;
  const debugEnabled = useDebugHeaderEnabled();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.current?.querySelector<HTMLElement>('[role="menuitem"], [role="menuitemcheckbox"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemcheckbox"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
    e.preventDefault();
  };

  return (
    <div ref={root} className="relative hidden md:block" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-navy-950 hover:bg-sand-100"
      >
        <Avatar name={name} photoURL={photoURL} />
        <span className="max-w-[10rem] truncate">{name}</span>
        <span className="sr-only">– brukermeny</span>
        <EnquiryBadge enabled={countEnquiries} />
        <ChevronDownIcon width={16} height={16} className={clsx('transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label="Brukermeny" className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-sand-200">
          {isStaff && (
            <>
              <Link role="menuitem" to={paths.admin} onClick={close} className={itemClass}>
                Admin
                <EnquiryBadge enabled={countEnquiries} />
              </Link>
              {isAdmin && (
                <Link role="menuitem" to={paths.settings} onClick={close} className={itemClass}>
                  Innstillinger
                </Link>
              )}
              <Link role="menuitem" to={paths.referenceNew} onClick={close} className={itemClass}>
                Legg til nytt prosjekt
              </Link>
              <Link role="menuitem" to={paths.productNew} onClick={close} className={itemClass}>
                Legg til nytt produkt
              </Link>
            </>
          )}
          {isAdmin && (
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={debugEnabled}
              onClick={() => setDebugHeaderEnabled(!debugEnabled)}
              className={clsx(itemClass, 'flex items-center justify-between')}
            >
              Debug header
              <span className={clsx('rounded px-1.5 text-xs font-semibold', debugEnabled ? 'bg-accent-600 text-white' : 'bg-sand-200 text-slate-700')}>{debugEnabled ? 'På' : 'Av'}</span>
            </button>
          )}
          {isStaff && <div className="my-1 border-t border-sand-200" role="separator" />}
          <Link role="menuitem" to={paths.profile} onClick={close} className={itemClass}>
            Profile
          </Link>
          <button type="button" role="menuitem" onClick={() => void signOut()} className={itemClass}>
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
