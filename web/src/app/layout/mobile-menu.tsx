import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { mainNavigation, paths } from '@/config/paths';
import { MobileAccountSection } from './account-slot';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The slide-out menu of small screens (spec §2): section 'Navigasjon' (and 'Min Konto' when signed in). */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Escape closes; Tab stays inside the open panel.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      id="mobile-menu"
      className="fixed inset-0 z-50 overflow-hidden md:hidden"
      // Hidden only after the panel has slid out; inert keeps it out of reach meanwhile.
      style={{ visibility: open ? 'visible' : 'hidden', transition: `visibility 0s linear ${open ? '0s' : '300ms'}` }}
      inert={!open}
      onKeyDown={onKeyDown}
    >
      <div className={clsx('absolute inset-0 bg-navy-950/50 transition-opacity duration-300', open ? 'opacity-100' : 'opacity-0')} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        className={clsx(
          'absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col bg-white shadow-xl transition-transform duration-300',
          open ? 'translate-x-0' : 'translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-sand-200 px-5">
          <h2 id="mobile-menu-title" className="text-xs font-semibold tracking-[0.18em] text-slate-600 uppercase">
            Navigasjon
          </h2>
          <button ref={closeButton} type="button" onClick={onClose} aria-label="Lukk meny" className="rounded-md p-2 text-navy-950 hover:bg-sand-100">
            <CloseIcon width={24} height={24} />
          </button>
        </div>
        <nav aria-label="Mobilmeny" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  onClick={onClose}
                  className={({ isActive }) =>
                    clsx('block rounded-md px-3 py-3 text-base font-medium', isActive ? 'bg-accent-50 text-accent-700' : 'text-slate-800 hover:bg-sand-100')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <MobileAccountSection onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
