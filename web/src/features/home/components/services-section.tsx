import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { ArrowRightIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { href, paths } from '@/config/paths';
import type { ProductCardData } from '@/features/products';

/** The home page shows up to 5 categories. */
export const HOME_CATEGORY_COUNT = 5;

/** 'Våre tjenester': the first five top-level categories and a tile to the whole list. */
export function ServicesSection({ categories }: { categories: ProductCardData[] }) {
  return (
    <section aria-labelledby="services-heading" className="container-page py-16 sm:py-20">
      <SectionHeading id="services-heading" eyebrow="Produkter" title="Våre tjenester" subtitle="Solskjerming for hus, hytte og næringsbygg – levert, montert og fulgt opp av oss." />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.slice(0, HOME_CATEGORY_COUNT).map((category) => (
          <li key={category.id}>
            <Link to={href.productPath(category.metadata.path)} className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200 transition hover:shadow-md">
              <Img image={category.picture} alt="" aspectRatio="4 / 3" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="w-full transition duration-500 group-hover:scale-[1.03]" />
              <span className="flex items-center justify-between px-5 py-4">
                <span className="text-lg font-semibold text-navy-950">{category.title}</span>
                <ArrowRightIcon className="text-accent-600 transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={paths.products}
            className="group flex h-full min-h-48 flex-col justify-between rounded-xl bg-navy-900 p-6 text-white shadow-sm transition hover:bg-navy-800"
          >
            <span className="text-sm text-slate-300">Markiser, screens, persienner og mer</span>
            <span className="flex items-center justify-between text-xl font-semibold">
              Se alle produkter
              <ArrowRightIcon width={24} height={24} className="text-accent-400 transition group-hover:translate-x-1" />
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
