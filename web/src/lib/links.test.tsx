import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './links';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search} ${JSON.stringify(location.state)} ${location.key === 'default' ? 'first' : 'later'}`}</output>;
}

function at(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a plain link that navigates in the app on a plain left click, with its state', () => {
    at('/produkter', <Link to="/produkter/markiser?x=1" state={{ from: 'list' }}>Markiser</Link>);
    const link = screen.getByRole('link', { name: 'Markiser' });
    expect(link).toHaveAttribute('href', '/produkter/markiser?x=1');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(screen.getByRole('status')).toHaveTextContent('/produkter/markiser?x=1 {"from":"list"}');
  });

  it('leaves a click with a modifier key, another button or another target to the browser', () => {
    at('/', <><Link to="/a">A</Link><Link to="/b" target="_blank">B</Link></>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/ null first');
  });

  it('leaves an address on another site to the browser, and calls its own onClick first', () => {
    const clicks: string[] = [];
    at('/', <Link to="https://example.org/x" onClick={() => clicks.push('own')}>Ute</Link>);
    const link = screen.getByRole('link', { name: 'Ute' });
    expect(link).toHaveAttribute('href', 'https://example.org/x');
    fireEvent.click(link, { ctrlKey: true });
    expect(clicks).toEqual(['own']);
    expect(screen.getByRole('status')).toHaveTextContent('/ null first');
  });
});

describe('NavLink', () => {
  it('is active on its own address and below it, or only on its own with `end`, and marks the page as current', () => {
    at(
      '/produkter/markiser',
      <>
        <NavLink to="/produkter" className={({ isActive }) => (isActive ? 'on' : 'off')}>Produkter</NavLink>
        <NavLink to="/produkter" end className="base">Bare produkter</NavLink>
        <NavLink to="/produkt">Produkt</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Produkter' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Produkter' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bare produkter' })).toHaveAttribute('class', 'base');
    expect(screen.getByRole('link', { name: 'Bare produkter' })).not.toHaveAttribute('aria-current');
    // '/produkt' is not a parent of '/produkter/…'.
    expect(screen.getByRole('link', { name: 'Produkt' })).not.toHaveAttribute('aria-current');
  });

  it("adds 'active' to a string class name, as react-router's does", () => {
    at('/om-oss', <NavLink to="/om-oss" className="lenke">Om oss</NavLink>);
    expect(screen.getByRole('link', { name: 'Om oss' })).toHaveAttribute('class', 'lenke active');
  });
});
