import clsx from 'clsx';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MenuIcon } from '@/components/ui/icons';
import { mainNavigation, paths } from '@/config/paths';
import { DateViewSlot, DebugHeaderSlot, HeaderAccountMenu } from './account-slot';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/** Top bar: Hjem, Referanser, Produkter, Om, Befaring, Kontakt; a slide-out menu on small screens. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
    <DebugHeaderSlot />
    <DateViewSlot />
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to={paths.home} className="shrink-0 rounded">
          <Logo />
          <span className="sr-only"> – til forsiden</span>
        </Link>
        <nav aria-label="Hovedmeny" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={({ isActive }) =>
                    clsx(
                      'relative rounded px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'text-navy-950 after:absolute after:inset-x-3 after:-bottom-[1px] after:h-0.5 after:bg-accent-500' : 'text-slate-700 hover:text-navy-950',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <HeaderAccountMenu />
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Åpne meny"
            className="rounded-md p-2 text-navy-950 hover:bg-sand-100 md:hidden"
          >
            <MenuIcon width={24} height={24} />
          </button>
        </div>
      </div>
    </header>
    {/* Outside the header: its backdrop filter would become the containing block of a fixed panel. */}
    <MobileMenu
      open={menuOpen}
      onClose={() => {
        setMenuOpen(false);
        menuButton.current?.focus();
      }}
    />
    </>
  );
}
