import { YEARS_OF_EXPERIENCE_TOKEN } from '@rms/schema';

/**
 * Closing paragraphs several products share. A few wordings rotate so that neighbouring
 * pages do not read like copies of each other. The years of experience are a token the web
 * replaces with the current figure (decision 062), so the stored text never goes stale.
 */
export const CLOSING = {
  befaring:
    '<p>Vi kommer gjerne på <strong>gratis og uforpliktende befaring</strong> i Ullensaker, Nannestad, Eidsvoll, Hurdal, Nes og Gjerdrum. <a href="/kontakt">Ta kontakt</a>, så finner vi en løsning sammen.</p>',
  montering:
    '<p>Våre egne montører tar hele jobben fra oppmåling til ferdig montert produkt, og vi følger opp med service og reservedeler i mange år etterpå. <a href="/kontakt">Be om tilbud</a> i dag.</p>',
  garanti:
    '<p>Du får <strong>fem års garanti</strong> på mekanikk og motor, og vi har reservedeler på lager i verkstedet vårt på øvre Romerike. <a href="/kontakt">Kontakt oss</a> for pris og leveringstid.</p>',
  erfaring:
    `<p>Med over ${YEARS_OF_EXPERIENCE_TOKEN} års erfaring med solskjerming på øvre Romerike vet vi hva som tåler vind, snø og sterk sommersol. <a href="/kontakt">Send oss en melding</a>, så ringer vi deg tilbake.</p>`,
} as const;
