import { Img } from '@/components/ui/img';
import { SectionHeading } from '@/components/ui/section-heading';
import type { SitePhoto } from '@/content/company';

interface HistorySectionProps {
  history: { heading: string; subtitle: string; paragraphs: string[] };
  photos: { main: SitePhoto; gallery: [SitePhoto, SitePhoto] };
}

/**
 * About: a large main photo (hidden on small screens), two gallery photos (the second
 * hidden on small screens), the history heading with its subtitle and three paragraphs.
 */
export function HistorySection({ history, photos }: HistorySectionProps) {
  const [first, second] = photos.gallery;
  return (
    <section aria-labelledby="history-heading" className="container-page py-16 sm:py-20">
      <div className="grid gap-10 md:grid-cols-12 lg:gap-16">
        <div className="md:col-span-7">
          <SectionHeading id="history-heading" eyebrow="Om oss" title={history.heading} subtitle={history.subtitle} />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-700">
            {history.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <div className="mt-10 grid gap-4 sm:grid-cols-2">
            <div className="overflow-hidden rounded-xl">
              <Img image={first} sizes="(min-width: 1024px) 340px, (min-width: 640px) 50vw, 100vw" aspectRatio="4 / 5" className="w-full" />
            </div>
            <div className="hidden overflow-hidden rounded-xl sm:block">
              <Img image={second} sizes="(min-width: 1024px) 340px, 50vw" aspectRatio="4 / 5" className="w-full" />
            </div>
          </div>
        </div>
        <div className="hidden md:col-span-5 md:block">
          <div className="sticky top-24 overflow-hidden rounded-xl shadow-sm">
            <Img image={photos.main} sizes="(min-width: 1280px) 480px, 40vw" aspectRatio="4 / 5" className="w-full" />
          </div>
        </div>
      </div>
    </section>
  );
}
