import { Seo } from '@/components/ui/seo';
import { ImageLibrary } from '../components/image-library';

/**
 * /admin/bilder (staff): the library of every picture. Inside the admin shell, which
 * gives the page its margins and the admin menu and lets only staff in.
 */
export function ImagesScreen() {
  return (
    <div className="max-w-4xl">
      <Seo title="Bilder" noindex />
      <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Bilder</h1>
      <p className="mt-2 text-slate-700">Alle bildene på nettstedet, hvor hvert av dem brukes, og om det har alt-tekst.</p>
      <div className="mt-6">
        <ImageLibrary />
      </div>
    </div>
  );
}

export default ImagesScreen;
