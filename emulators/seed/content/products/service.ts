import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const service: SeedProduct = {
  title: 'Service og reparasjon',
  scene: 'service',
  description: [
    '<h2>Vi tar vare på solskjermingen din</h2>',
    '<p>God solskjerming varer i mange år – når den blir fulgt opp. Servicebilene våre kjører daglig på øvre Romerike, og vi reparerer markiser, screens og persienner av alle merker, også produkter vi ikke har levert selv.</p>',
    '<p>Vi har eget verksted med duksøm, reservedeler og motorer på lager, slik at de fleste reparasjoner kan gjøres på ett besøk. Næringskunder kan inngå <strong>serviceavtale</strong> med fast årlig ettersyn.</p>',
    '<ol><li>Du beskriver feilen og sender gjerne et bilde</li><li>Vi gir deg et prisoverslag</li><li>En montør kommer og utbedrer feilen</li></ol>',
    CLOSING.erfaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Hvit servicebil parkert foran en enebolig med markise, og en stige mot veggen',
    title: 'Service og reparasjon',
  },
  photos: [
    { alt: 'Servicebil foran et hus der en markise skal repareres, med stige lent mot fasaden' },
    { alt: 'Servicebil og stige ved en gul trebolig med stripet markise', wall: 'yellow', fabric: 'orange-stripes' },
  ],
  sub: [
    {
      title: 'Service og vedlikehold',
      scene: 'service',
      description: [
        '<p>Et årlig ettersyn forlenger levetiden til markisen. Vi kontrollerer armer, fester og motor, justerer endestopp og helning, smører ledd og rengjør duken med skånsomme midler.</p>',
        '<p>Vi anbefaler service hvert annet år for private markiser og hvert år for markiser på næringsbygg og i utsatte områder.</p>',
        CLOSING.befaring,
      ].join(''),
      photos: [
        { alt: 'Servicebilen vår ved en enebolig der terrassemarkisen skal ha årlig ettersyn' },
        { alt: 'Stige lent mot veggen under en grå markise på en rød enebolig', wall: 'red', fabric: 'grey-stripes' },
      ],
      sub: [
        {
          title: 'Serviceavtale for næringsbygg',
          scene: 'office-screens',
          description: [
            '<p>For borettslag, skoler og kontorbygg tilbyr vi serviceavtaler med fast pris. Vi kontrollerer alle screens, markiser og persienner, tester vind- og solautomatikk og leverer en rapport med tilstand og anbefalte tiltak.</p>',
            '<p>Kunder med serviceavtale får <strong>prioritert utrykning</strong> ved feil. Vi har i mange år hatt ansvaret for solskjermingen på flere næringsbygg rundt Gardermoen.</p>',
          ].join(''),
          photos: [
            { alt: 'Næringsbygg med screens foran vinduene og parkeringsplass foran' },
          ],
        },
      ],
    },
    {
      title: 'Reparasjon og dukskift',
      scene: 'terrace-awning',
      description: [
        '<p>Er duken falmet, har den fått mugg eller revnet i en storm? Vi syr ny duk etter mål og monterer den på markisen din, ofte på én dag. En ny duk gir markisen et helt nytt liv til en brøkdel av prisen for en ny markise.</p>',
        '<p>Vi reparerer også knekte armer, slitte ledd og motorer som har stoppet. Gamle markiser kan <em>ettermonteres med motor</em> og vindsensor.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Terrassemarkise med ny blå og hvit stripet duk over en uteplass', fabric: 'blue-stripes' },
        { alt: 'Markise med nysydd rød og hvit duk på en hvit enebolig', fabric: 'red-stripes', wall: 'white' },
      ],
    },
    {
      title: 'Montering og befaring',
      scene: 'service',
      description: [
        '<p>Hver jobb starter med en befaring der vi ser på feste, vind og solforhold og tar nøyaktige mål. Du får et skriftlig tilbud med fast pris, uten overraskelser.</p>',
        '<p>Montørene våre er fast ansatt og har mange års erfaring. De rydder etter seg, viser deg hvordan produktet brukes, og tar med emballasjen tilbake.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Servicebil foran en enebolig der en ny markise monteres, med stige ved veggen' },
      ],
    },
  ],
};
