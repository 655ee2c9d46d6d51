import { ImageLibrary } from '@/features/image-library';
import { AdminPage } from './admin-page';

/** /admin/bilder (staff): the library of every picture. */
export default function ImagesScreen() {
  return (
    <AdminPage title="Bilder" intro="Alle bildene på nettstedet, hvor hvert av dem brukes, og om det har alt-tekst.">
      <ImageLibrary />
    </AdminPage>
  );
}
