import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const persienner: SeedProduct = {
  title: 'Persienner',
  scene: 'blinds',
  description: [
    '<h2>Persienner gir deg full kontroll på lyset</h2>',
    '<p>Med persienner bestemmer du selv hvor mye lys som slipper inn, og hvor det skal falle. Vinkle lamellene for å slippe dagslyset opp i taket, eller lukk dem helt når du vil skjerme for innsyn.</p>',
    '<p>Vi lager persienner på mål i vårt eget verksted, i aluminium, tre og stoff. Alle leveres med <em>barnesikre snorer</em> eller motor, og kan tilpasses skråvinduer, terrassedører og spesielle vindusformer.</p>',
    CLOSING.erfaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Hvite aluminiumspersienner i et stuevindu med lysstriper på gulvet og en sofa',
    fabric: 'white',
    time: 'day',
    title: 'Persienner',
  },
  photos: [
    { alt: 'Stue med persienner i vinduet og sollys som faller i striper over gulvet', fabric: 'white', time: 'day' },
    { alt: 'Trepersienner i et stort vindu i en lys stue med grønn plante', scene: 'wood-blinds' },
  ],
  sub: [
    {
      title: 'Aluminiumspersienner',
      scene: 'blinds',
      description: [
        '<p>Aluminiumspersienner er slitesterke, enkle å rengjøre og tåler fukt – derfor passer de like godt på bad og kjøkken som i stua. Vi har lameller på 16, 25 og 35 millimeter i over hundre farger, matte og blanke.</p>',
        '<p>Persiennene monteres i vindusrammen, på karm eller på vegg. På vinduer som åpnes innover, monterer vi dem direkte på vindusrammen slik at du kan lufte uten å løfte persiennen.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Grå aluminiumspersienner med vinklede lameller i et stuevindu', fabric: 'grey-stripes' },
        { alt: 'Hvite persienner i et vindu med sol som lager lysstriper på gulvet', fabric: 'white', time: 'morning' },
      ],
      sub: [
        {
          title: 'Persienner med motor',
          scene: 'blinds',
          description: [
            '<p>Motoriserte persienner heves, senkes og vinkles med fjernkontroll, bryter eller app. Motoren er skjult i toppskinnen og går nesten lydløst.</p>',
            '<p>Batterimotoren lades med USB eller et lite solcellepanel, så du trenger ingen elektriker. Persiennene kan kobles til <strong>Somfy TaHoma</strong> sammen med markiser og screens.</p>',
          ].join(''),
          photos: [
            { alt: 'Antrasittgrå motoriserte persienner i et stort stuevindu', fabric: 'anthracite' },
          ],
        },
        {
          title: 'Mellomromspersienner',
          scene: 'blinds',
          description: [
            '<p>En mellomromspersienne monteres mellom glassene i et koblet vindu. Den er beskyttet mot støv og skader, og er derfor nesten vedlikeholdsfri.</p>',
            '<p>Vi skifter og reparerer mellomromspersienner i eldre vinduer fra alle de store norske produsentene, og tar med oss gamle persienner til gjenvinning.</p>',
            CLOSING.befaring,
          ].join(''),
          photos: [
            { alt: 'Hvit persienne i et koblet vindu med utsikt til hagen', fabric: 'white' },
          ],
        },
      ],
    },
    {
      title: 'Trepersienner',
      scene: 'wood-blinds',
      description: [
        '<p>Trepersienner gir rommet en varm og naturlig atmosfære. Lamellene er av lett basswood, fås i naturfarger eller lakkert, og holdes sammen av tekstilbånd eller snor.</p>',
        '<p>De brede lamellene på 50 millimeter gir god utsikt når persiennen er åpen, og et lunt lys når den er vinklet. Vi anbefaler trepersienner i stue, kontor og soverom.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Trepersienner i naturfarget tre i et stuevindu med sofa og plante' },
        { alt: 'Halvt åpne trepersienner med solstriper over stuegulvet', time: 'morning' },
      ],
    },
    {
      title: 'Vertikalpersienner',
      scene: 'vertical-blinds',
      description: [
        '<p>Vertikalpersienner har stående lameller av stoff som kan vris og trekkes til side. De passer på store vindusflater og skyvedører, og er mye brukt i kontorer, møterom og skoler.</p>',
        '<p>Lamellene fås i mange farger, også i <strong>brannhemmende og lystette kvaliteter</strong>. Vi leverer vertikalpersienner med snor, kjede eller motor.</p>',
      ].join(''),
      photos: [
        { alt: 'Lyse vertikalpersienner trukket delvis for et stort vindu i en stue', fabric: 'beige' },
        { alt: 'Grå vertikalpersienner foran en vindusvegg', fabric: 'grey-stripes' },
      ],
    },
  ],
};
