import clsx from 'clsx';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import type { ProductCardData } from '../lib/product-views';

interface ProductCardProps {
  node: ProductCardData;
  to: string;
  size?: 'large' | 'normal';
  sizes: string;
  /** The first tile of a page's grid, usually its largest picture on a phone: fetched first (see Img). */
  priority?: boolean;
}

/** A product or category tile: picture (or the missing-image fallback), title and a short summary. */
export function ProductCard({ node, to, size = 'normal', sizes, priority = false }: ProductCardProps) {
  return (
    <Link to={to} className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
      <Img image={node.picture} alt="" aspectRatio={size === 'large' ? '16 / 10' : '4 / 3'} sizes={sizes} priority={priority} className="w-full transition duration-500 group-hover:scale-[1.03]" />
      <span className="flex flex-1 flex-col gap-1 p-4 sm:p-5">
        <span className={clsx('font-semibold text-navy-950', size === 'large' ? 'text-xl' : 'text-base sm:text-lg')}>{node.title}</span>
        {node.summary && <span className="line-clamp-2 text-sm text-slate-700">{node.summary}</span>}
      </span>
    </Link>
  );
}
