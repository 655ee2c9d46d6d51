import { FOUNDED_YEAR, yearsOfExperience } from '@rms/schema/site-facts';
import { company, type SitePhoto } from './company';

/** The about page's static content: the company's history and its photos. */

export const aboutPhotos = {
  main: { src: 'site,about-main.jpg', alt_text: 'Butikklokale med blå og hvit stripet markise over inngangen', width: 800, height: 1000 },
  gallery: [
    { src: 'site,about-1.jpg', alt_text: 'Montør fra RMS Solskjerming på serviceoppdrag', width: 800, height: 1000 },
    { src: 'site,about-2.jpg', alt_text: 'Vindusmarkiser med rød og hvit stripet duk på et gult hus', width: 800, height: 1000 },
  ],
} satisfies { main: SitePhoto; gallery: [SitePhoto, SitePhoto] };

export function history(now: Date = new Date()) {
  return {
    heading: 'Vår historie',
    subtitle: `Solskjerming på Øvre Romerike siden ${FOUNDED_YEAR}`,
    paragraphs: [
      `RMS Solskjerming ble startet i ${FOUNDED_YEAR} som et lite familiefirma på Jessheim. Fra første dag har vi solgt, montert og reparert markiser for naboer, hytteeiere og bedrifter i distriktet – og i dag har vi over ${yearsOfExperience(now)} års erfaring.`,
      `Vi er ${company.employees} ansatte som kjenner fagfeltet godt. Som offisiell forhandler av et ledende merke for solskjerming kan vi tilby produkter av høy kvalitet, og vi gir råd om alt fra den enkle vindusmarkisen til store anlegg med automatikk.`,
      'Salgsområdet vårt er Øvre Romerike, og vi har serviceavtaler med en rekke næringsbygg i regionen. Vi er medlem av den nasjonale bransjeforeningen for solskjerming, og vi står for trygg montering, ærlige råd og rask service.',
    ],
  };
}
