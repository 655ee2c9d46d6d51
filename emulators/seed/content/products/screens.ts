import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const screens: SeedProduct = {
  title: 'Screens og utvendig solskjerming',
  scene: 'screen-facade',
  description: [
    '<h2>Stopp varmen før den kommer inn</h2>',
    '<p>Utvendig solskjerming stopper opptil 90 prosent av solvarmen utenfor glasset. Det gir et behagelig inneklima uten trekk fra aircondition, og i næringsbygg kan det spare store beløp på kjøling.</p>',
    '<p>Vi leverer screens, utvendige persienner og rullelemmer til eneboliger, hytter, skoler og kontorbygg. Produktene er laget av aluminium og glassfiberduk som tåler norsk vær, og de kan styres med <strong>motor, solsensor og tidsur</strong>.</p>',
    CLOSING.befaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Moderne hus med flatt tak og mørke screens senket foran de store vinduene',
    fabric: 'anthracite',
    title: 'Screens og utvendig solskjerming',
  },
  photos: [
    { alt: 'Hvit funkisvilla med grå screens delvis nede foran vinduene', fabric: 'grey-stripes', wall: 'white' },
    { alt: 'Kontorbygg i flere etasjer med screens i ulike høyder foran vinduene', scene: 'office-screens' },
  ],
  sub: [
    {
      title: 'Screens',
      scene: 'screen-facade',
      description: [
        '<p>En screen er en vertikal markise med duk av glassfiber og PVC som slipper gjennom lys og utsyn, men stenger varme og blending ute. Fra innsiden ser du ut nesten som gjennom et tonet glass, mens naboene ser lite av det som skjer inne.</p>',
        '<h2>Velg åpenhet og farge</h2>',
        '<p>Duken fås med ulik åpningsgrad. En mørk duk gir best utsyn, en lys duk reflekterer mest varme. Kassett og skinner leveres i husets farge, og screenen kan styres med motor og solautomatikk.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Antrasittgrå screens foran store vinduer på en mørk enebolig', fabric: 'anthracite', wall: 'dark' },
        { alt: 'Beige screens halvveis nede på en hvit enebolig med flatt tak', fabric: 'beige', wall: 'white' },
        { alt: 'Screens foran stuevinduene på et grått hus om kvelden', fabric: 'anthracite', wall: 'grey', time: 'evening' },
      ],
      sub: [
        {
          title: 'Zip-screen',
          scene: 'screen-facade',
          description: [
            '<p>I en zip-screen er kanten av duken sveiset til en glidelås som løper i sideskinnene. Duken kan ikke blåse ut av skinnene, og screenen tåler derfor mye mer vind enn en vanlig screen – testet til vindklasse 6.</p>',
            '<p>Zip-screen gir også en tett kant mot vindusrammen, slik at lyset ikke siver inn på sidene. Det gjør den godt egnet på soverom og i møterom med prosjektor.</p>',
          ].join(''),
          photos: [
            { alt: 'Zip-screens senket foran vinduene på en mørk, moderne bolig', fabric: 'anthracite', wall: 'dark' },
            { alt: 'Grå zip-screen delvis nede på en hvit funkisvilla', fabric: 'grey-stripes', wall: 'white' },
          ],
        },
        {
          title: 'Screens for næringsbygg',
          scene: 'office-screens',
          description: [
            '<p>I kontorbygg og skoler er solskjerming en del av bygningens energiregnskap. Vi prosjekterer screens for hele fasader, leverer etter tegning og koordinerer med elektriker og byggeleder.</p>',
            '<p>Screenene kobles til byggets <strong>sentrale driftskontroll (SD-anlegg)</strong> via KNX eller Modbus, med værstasjon på taket som styrer hver fasade etter solens gang. Vi tilbyr serviceavtaler med årlig kontroll.</p>',
            CLOSING.erfaring,
          ].join(''),
          photos: [
            { alt: 'Kontorbygg med mørke screens foran vinduene og parkerte biler foran' },
            { alt: 'Fasade på næringsbygg med screens senket i ulike høyder i morgensol', time: 'morning' },
          ],
        },
      ],
    },
    {
      title: 'Utvendige persienner',
      scene: 'exterior-blinds',
      description: [
        '<p>Utvendige persienner kombinerer effektiv varmeskjerming med full kontroll på dagslyset. Lamellene kan vinkles slik at lyset kastes opp i taket, mens direkte sol holdes ute.</p>',
        '<p>Lamellene er av lakkert aluminium og går i skinner eller på wire. Persiennene monteres i egen kasse over vinduet eller skjult i fasaden i nybygg, og leveres med motor som standard.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Utvendige aluminiumspersienner delvis nede foran vinduene på en hvit enebolig', wall: 'white' },
        { alt: 'Grått hus med utvendige persienner foran alle vinduer', wall: 'grey' },
      ],
    },
    {
      title: 'Rullelemmer',
      scene: 'shutters',
      description: [
        '<p>Rullelemmer er lameller av isolert aluminium som rulles ned foran vinduet. De gir skygge om sommeren, ekstra isolasjon om vinteren og gjør det vanskeligere å bryte seg inn.</p>',
        '<p>Rullelemmer er populære på hytter og fritidsboliger som står tomme i lange perioder, og på soverom der man vil ha helt mørkt. Styres med motor, bryter eller app.</p>',
        CLOSING.befaring,
      ].join(''),
      photos: [
        { alt: 'Rullelemmer halvveis nede foran vinduene på et rødt trehus', wall: 'red' },
        { alt: 'Mørkt hus med rullelemmer senket foran vinduene', wall: 'dark' },
      ],
    },
  ],
};
