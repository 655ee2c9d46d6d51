import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { mainNavigation, paths } from '@/config/paths';
import { MobileAccountSection } from './account-slot';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The slide-out menu of small screens: section 'Navigasjon' (and 'Min Konto' when signed in).
 * A modal `<dialog>` (docs/decisions/083): the platform keeps focus inside and the page behind inert,
 * Escape closes it, and focus goes back to the menu button. It slides in and out with CSS (index.css).
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // A modal dialog does not stop the page behind it from scrolling.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-labelledby="mobile-menu-title"
      className="mobile-menu fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0"
      // Escape (or the browser's back gesture) closes the dialog itself; the header then learns of it.
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className="mobile-menu-shade absolute inset-0 bg-navy-950/50" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu-panel absolute inset-y-0 right-0 flex w-[85%] max-w-sm flex-col bg-white shadow-xl">
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
    </dialog>
  );
}
