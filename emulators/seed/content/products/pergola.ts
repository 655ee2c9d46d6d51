import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const pergola: SeedProduct = {
  title: 'Terrasseoverbygg og pergola',
  scene: 'pergola',
  description: [
    '<h2>Bruk terrassen fra april til oktober</h2>',
    '<p>Et terrasseoverbygg gir le for regn, sol og vind, og gjør uteplassen til en naturlig forlengelse av stua. Vi leverer pergolaer med vribare lameller, glasstak og pergolamarkiser i aluminium – konstruksjoner som er <strong>dimensjonert for snølast</strong> på Romerike.</p>',
    '<p>Overbyggene kan utstyres med glassvegger, screens som sidevegger, LED-lys og varmelamper. Vi hjelper også med nabovarsel og eventuell byggesøknad.</p>',
    CLOSING.befaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Pergola med lamelltak i aluminium over en terrasse med loungesofa',
    title: 'Terrasseoverbygg og pergola',
  },
  photos: [
    { alt: 'Pergola med vribare lameller i taket over en treterrasse ved en hvit enebolig', wall: 'white' },
    { alt: 'Terrassetak i glass på stolper over en uteplass', scene: 'glass-roof' },
    { alt: 'Pergola med glassvegger og LED-lys en sommerkveld', scene: 'pergola-glass', time: 'evening' },
  ],
  sub: [
    {
      title: 'Pergola med lamelltak',
      scene: 'pergola',
      description: [
        '<p>I en bioklimatisk pergola kan takets aluminiumslameller vris opp til 135 grader. Åpne dem for sol og luft, vinkle dem for skygge, eller lukk dem helt når det regner – vannet ledes bort gjennom rennene i stolpene.</p>',
        '<h2>Styring og sensorer</h2>',
        '<p>Lamellene styres med motor og fjernkontroll. En regnsensor lukker taket automatisk ved regn, og en vindsensor åpner lamellene når vinden tar seg opp. Pergolaen kan stå fritt eller festes til husveggen.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Frittstående pergola med lamelltak og loungemøbler på en terrasse' },
        { alt: 'Pergola med lamelltak inntil en rød trebolig, med sofa under taket', wall: 'red' },
        { alt: 'Pergola med lamelltak i kveldssol', time: 'evening' },
      ],
      sub: [
        {
          title: 'Sidevegger og glassfelt',
          scene: 'pergola-glass',
          description: [
            '<p>Med skyvbare glassfelt mellom stolpene blir pergolaen et lunt uterom som kan brukes langt utover høsten. Glasset er herdet, og skinnene har lav terskel som er lett å gå over.</p>',
            '<p>Alternativt kan sidene lukkes med zip-screens som gir skygge og skjermer for innsyn og vind.</p>',
          ].join(''),
          photos: [
            { alt: 'Pergola med skyvbare glassvegger rundt en sittegruppe på terrassen' },
            { alt: 'Glassfelt mellom stolpene på en pergola ved en grå enebolig', wall: 'grey' },
          ],
        },
        {
          title: 'LED-belysning og varme',
          scene: 'pergola-glass',
          description: [
            '<p>Integrert LED-lys i lameller og bjelker gir stemningsfull belysning som kan dimmes fra fjernkontrollen. Velg varmhvitt lys eller RGB som kan skifte farge.</p>',
            '<p>Infrarøde varmelamper monteres skjult i rammen og gir raskt varme der du sitter. Alt kan styres fra samme app som pergolaen.</p>',
            CLOSING.montering,
          ].join(''),
          photos: [
            { alt: 'Pergola med LED-lys langs bjelkene på en terrasse i kveldslys', time: 'evening' },
          ],
        },
      ],
    },
    {
      title: 'Terrassetak i glass',
      scene: 'glass-roof',
      description: [
        '<p>Et terrassetak i glass holder regnet ute uten å stenge lyset inne. Taket har bærende profiler av aluminium og laminert sikkerhetsglass, og leveres i mål tilpasset terrassen din.</p>',
        '<p>Under glasstaket kan vi montere en markise som gir skygge på de varmeste dagene. Taket leveres med takrenne og nedløp, og dimensjoneres etter snølasten der du bor.</p>',
        CLOSING.erfaring,
      ].join(''),
      photos: [
        { alt: 'Terrassetak i glass med aluminiumsprofiler over en treterrasse med sofa' },
        { alt: 'Glasstak over uteplassen ved en gul enebolig', wall: 'yellow' },
      ],
    },
    {
      title: 'Pergolamarkise',
      scene: 'pergola-awning',
      description: [
        '<p>Pergolamarkisen har en duk som kjøres ut over en ramme med stolper, og kan dekke store flater uten å henge i vinden. Når duken er ute, tåler den også lette regnbyger.</p>',
        '<p>Den er et rimeligere alternativ til lamelltak og passer godt over store terrasser og uteserveringer. Leveres med motor som standard.</p>',
        CLOSING.befaring,
      ].join(''),
      photos: [
        { alt: 'Pergolamarkise med beige duk over en terrasse med spisebord', fabric: 'beige' },
        { alt: 'Pergolamarkise i grått ved en hvit enebolig', fabric: 'grey-stripes', wall: 'white' },
      ],
    },
  ],
};
