import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useProductOutline } from '@/features/products/api/get-products';
import { ProductTree } from '@/features/products/components/product-tree';

/** Products: the tree in a left sidebar on large screens, the selected view beside it. */
export default function ProductsLayout() {
  const { data, isPending, isError } = useProductOutline();
  const { pathname } = useLocation();
  return (
    <div className="container-page py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[17rem_minmax(0,1fr)]">
      <aside aria-label="Produktkategorier" className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
          {isPending ? <Spinner label="Laster produktmeny…" /> : isError ? <p role="alert" className="text-sm text-red-800">Error loading items</p> : <ProductTree nodes={data.sub} activePath={pathname} />}
        </div>
      </aside>
      <div className="min-w-0">
        {data && (
          <FoldedTree>
            <ProductTree nodes={data.sub} activePath={pathname} />
          </FoldedTree>
        )}
        <Outlet />
      </div>
    </div>
  );
}

/**
 * Phones and tablets: the whole tree, folded, above the page, so every product is reachable.
 * The tree is made when the fold is first opened: the page's HTML carries it once, in
 * the sidebar, which crawlers and wide screens read. A fold opened before the app started is filled
 * as the app starts.
 */
function FoldedTree({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={ref} onToggle={(e) => e.currentTarget.open && setOpened(true)} className="mb-8 rounded-xl bg-white shadow-sm ring-1 ring-sand-200 lg:hidden">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-navy-950">Alle produkter</summary>
      <div className="px-4 pb-4">{opened && children}</div>
    </details>
  );
}
