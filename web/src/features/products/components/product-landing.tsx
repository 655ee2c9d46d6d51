import { href } from '@/config/paths';
import type { ProductCardData } from '../lib/product-views';
import { ProductCard } from './product-card';

/** The landing grid shows 2 products in a larger row, then 3 in a row of three. */
export const LANDING_FIRST_ROW = 2;
export const LANDING_SECOND_ROW = 3;

/** The products page with nothing selected; every tile links to /produkter/{id}. */
export function ProductLanding({ nodes }: { nodes: ProductCardData[] }) {
  const first = nodes.slice(0, LANDING_FIRST_ROW);
  const second = nodes.slice(LANDING_FIRST_ROW, LANDING_FIRST_ROW + LANDING_SECOND_ROW);
  return (
    <div>
      <p className="eyebrow">Produkter</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Solskjerming for alle behov</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">Utforsk markiser, screens, persienner og tilbehør. Vi hjelper deg å finne løsningen som passer ditt hus eller bygg.</p>
      {nodes.length === 0 ? (
        <p className="mt-10 text-slate-700">Ingen produkter funnet.</p>
      ) : (
        <>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2" aria-label="Utvalgte produkter">
            {first.map((node, i) => (
              <li key={node.id}>
                <ProductCard node={node} to={href.productById(node.id)} size="large" priority={i === 0} sizes="(min-width: 1024px) 480px, (min-width: 640px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
          {second.length > 0 && (
            <ul className="mt-6 grid gap-6 sm:grid-cols-3" aria-label="Flere produkter">
              {second.map((node) => (
                <li key={node.id}>
                  <ProductCard node={node} to={href.productById(node.id)} sizes="(min-width: 1024px) 320px, (min-width: 640px) 33vw, 100vw" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
