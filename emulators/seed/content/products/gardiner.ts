import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const gardiner: SeedProduct = {
  title: 'Plisségardiner og rullegardiner',
  scene: 'pleated',
  description: [
    '<h2>Innvendig solskjerming med mykt, fint lys</h2>',
    '<p>Plisségardiner og rullegardiner demper lyset, skjermer mot innsyn og gir rommet et ferdig uttrykk. Vi har et stort utvalg stoffer – fra lette, transparente kvaliteter til helt lystette mørkleggingsstoffer for soverommet.</p>',
    '<p>Alle gardinene sys og monteres på mål, og kan leveres med snor, fjærmekanisme eller motor. Ta med målene dine til oss, eller la oss komme hjem til deg for <strong>gratis oppmåling</strong>.</p>',
    '<ul><li>Plissé og honeycomb-plissé</li><li>Rullegardiner og mørklegging</li><li>Dag- og nattgardiner</li></ul>',
    CLOSING.befaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Beige plisségardin trukket halvveis ned i et stuevindu',
    fabric: 'beige',
    title: 'Plisségardiner og rullegardiner',
  },
  photos: [
    { alt: 'Hvit plisségardin i et stort vindu i en lys stue', fabric: 'white' },
    { alt: 'Grå rullegardin halvveis nede i et vindu med sofa foran', scene: 'roller', fabric: 'grey-stripes' },
  ],
  sub: [
    {
      title: 'Plisségardiner',
      scene: 'pleated',
      description: [
        '<p>Plisségardiner er brettet stoff som legger seg tett sammen når gardinen trekkes opp. De tar lite plass, passer i nesten alle vinduer og kan styres både ovenfra og nedenfra, slik at du kan skjerme for innsyn og likevel se himmelen.</p>',
        '<p>Vi har stoffer i over 300 farger, med og <em>uten lysgjennomgang</em>, og med aluminiumsbelegg på baksiden som reflekterer solvarmen.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Blå plisségardin i et vindu i en lys stue med grønn plante', fabric: 'blue' },
        { alt: 'Beige plissé som skjermer nedre del av et stuevindu', fabric: 'beige' },
      ],
      sub: [
        {
          title: 'Honeycomb-plissé',
          scene: 'honeycomb',
          description: [
            '<p>Honeycomb-plissé består av to stofflag som danner bikubeformede luftlommer. Luften isolerer, slik at rommet holder på varmen om vinteren og holdes kjøligere om sommeren.</p>',
            '<p>Gardinen fås i lysdempende og helt lystette utgaver, og er et godt valg på soverom og i rom med store glassflater.</p>',
          ].join(''),
          photos: [
            { alt: 'Hvit honeycomb-plissé trukket halvveis ned i et stuevindu', fabric: 'white' },
            { alt: 'Grå honeycomb-plissé i et vindu ved en sofa', fabric: 'grey-stripes' },
          ],
        },
        {
          title: 'Plissé for takvinduer',
          scene: 'skylight',
          description: [
            '<p>Takvinduer slipper inn mye lys og varme. Vår takvindusplissé går i sideskinner og holder seg på plass i alle vinkler, også når vinduet vippes.</p>',
            '<p>Vi leverer til alle vanlige takvindustyper og størrelser, med manuell betjening eller solcelledrevet motor.</p>',
            CLOSING.garanti,
          ].join(''),
          photos: [
            { alt: 'Beige plisségardin i et takvindu under skråtak', fabric: 'beige' },
            { alt: 'Mørk plissé halvveis over et takvindu på et loftsrom', fabric: 'anthracite' },
          ],
        },
      ],
    },
    {
      title: 'Rullegardiner',
      scene: 'roller',
      description: [
        '<p>Rullegardinen er enkel og tidløs. Stoffet rulles opp på et rør i toppen og kan senkes til ønsket høyde med kjede, fjær eller motor.</p>',
        '<p>Velg mellom transparente stoffer som demper lyset, screenstoffer som gir utsyn, og mørkleggingsstoffer som stenger lyset helt ute. Alle rullegardinene kan leveres med kassett og sideskinner.</p>',
        CLOSING.erfaring,
      ].join(''),
      photos: [
        { alt: 'Hvit rullegardin trukket halvveis ned i et stuevindu', fabric: 'white' },
        { alt: 'Blå rullegardin halvveis nede i et stuevindu med en grønn plante ved siden av', fabric: 'blue' },
      ],
      sub: [
        {
          title: 'Mørkleggingsgardiner',
          scene: 'blackout',
          description: [
            '<p>Lyse sommernetter er vakre, men ikke alltid når du skal sove. Mørkleggingsgardinene våre har et tett, belagt stoff og kan leveres med sideskinner som hindrer at lyset siver inn langs kantene.</p>',
            '<p>Passer på soverom, barnerom og hjemmekino, og i hotell og overnattingssteder. Vi hjelper deg å velge en løsning som gir <strong>helt mørkt rom</strong>.</p>',
          ].join(''),
          photos: [
            { alt: 'Soverom med mørkegrå mørkleggingsgardin helt nede foran vinduet', fabric: 'anthracite' },
            { alt: 'Blå mørkleggingsgardin i et soverom med dobbeltseng', fabric: 'blue' },
          ],
        },
      ],
    },
    {
      title: 'Dag- og nattgardiner',
      scene: 'day-night',
      description: [
        '<p>Dag- og nattgardinen har to lag stoff med tette og transparente striper. Ved å forskyve lagene mot hverandre går du trinnløst fra fullt dagslys til full skjerming.</p>',
        '<p>Gardinen har et moderne, grafisk uttrykk og passer godt i stue, kjøkken og hjemmekontor. Leveres i kassett med kjede eller motor.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Beige dag- og nattgardin med tette og transparente striper i et stuevindu', fabric: 'beige' },
        { alt: 'Grå dag- og nattgardin i et vindu ved en sofa', fabric: 'grey-stripes' },
      ],
    },
  ],
};
