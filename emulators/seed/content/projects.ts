import type { SeedProject } from './types';

/** Reference projects, newest first. Two are unpublished drafts an admin is still writing. */
export const PROJECTS: readonly SeedProject[] = [
  {
    title: 'Terrassemarkise i Jessheim',
    scene: 'terrace-awning',
    draft: false,
    ageDays: 12,
    description: [
      '<p>En familie i et nytt boligfelt på Jessheim ønsket skygge over en stor vestvendt terrasse der sola står på fra tidlig ettermiddag. Vi monterte en <strong>sju meter bred kassettmarkise</strong> med fire meters utfall og grå stripet duk som matcher vindusrammene.</p>',
      '<p>Markisen har Somfy-motor, vindsensor og solsensor, og styres fra mobilen med TaHoma. Nå kjører den ut av seg selv når det blir varmt, og inn igjen når det blåser opp.</p>',
      '<p>Montering og innkobling tok én dag, og elektriker ble koordinert av oss.</p>',
    ].join(''),
    photos: [
      { alt: 'Kassettmarkise med grå og hvite striper felt ut over en stor treterrasse i Jessheim', fabric: 'grey-stripes', wall: 'white' },
      { alt: 'Terrassen med hagebord og stoler i skyggen under den nye markisen', fabric: 'grey-stripes', wall: 'white', time: 'day' },
      { alt: 'Markisen sett fra hagen i kveldssol', fabric: 'grey-stripes', wall: 'white', time: 'evening' },
      { alt: 'Vindsensor montert på husveggen ved markisen', scene: 'sensor', fabric: 'grey-stripes', wall: 'white' },
    ],
  },
  {
    title: 'Screens på kontorbygg på Gardermoen',
    scene: 'office-screens',
    draft: false,
    ageDays: 58,
    description: [
      '<p>Et kontorbygg i næringsparken ved Gardermoen hadde store problemer med varme og blending i kontorlandskapene mot sør og vest. Vi leverte og monterte <strong>148 zip-screens</strong> fordelt på fire etasjer.</p>',
      '<p>Screenene styres av byggets SD-anlegg via KNX, med værstasjon på taket. Hver fasade følger solen, og alle screens trekkes opp automatisk ved sterk vind.</p>',
      '<ul><li>Duk: antrasitt med 5 % åpningsgrad</li><li>Styring: KNX og værstasjon</li><li>Byggetid: seks uker</li></ul>',
      '<p>Byggeier har inngått serviceavtale med årlig kontroll.</p>',
    ].join(''),
    photos: [
      { alt: 'Kontorbygg i fire etasjer med mørke screens foran vinduene ved Gardermoen' },
      { alt: 'Fasaden mot sør med screens senket i ulike høyder', time: 'day' },
      { alt: 'Kontorbygget med screens og parkeringsplass i morgenlys', time: 'morning' },
      { alt: 'Fasade med screens sett fra parkeringsplassen en overskyet dag', time: 'overcast' },
      { alt: 'Screens på hjørnet av kontorbygget i ettermiddagssol', time: 'evening' },
    ],
  },
  {
    title: 'Pergola i Nannestad',
    scene: 'pergola',
    draft: false,
    ageDays: 120,
    description: [
      '<p>På en gård i Nannestad ønsket eierne et overbygd uterom der familien kan spise middag også når det regner. Vi monterte en frittstående <strong>pergola med lamelltak</strong> på 4 x 6 meter, fundamentert på terrassen.</p>',
      '<p>Lamellene styres med motor, og en regnsensor lukker taket automatisk ved regnvær. Integrert LED-lys i lamellene gir stemning om kvelden.</p>',
      '<p>Pergolaen er dimensjonert for snølasten i Nannestad og kan stå ute hele året.</p>',
    ].join(''),
    photos: [
      { alt: 'Frittstående pergola med lamelltak over en terrasse i Nannestad' },
      { alt: 'Loungesofa og bord under pergolaens lamelltak', wall: 'red' },
      { alt: 'Pergolaen med LED-lys en sommerkveld', scene: 'pergola-glass', time: 'evening' },
      { alt: 'Pergola og terrasse sett fra hagen om morgenen', time: 'morning' },
    ],
  },
  {
    title: 'Vindusmarkiser på sveitservilla i Eidsvoll',
    scene: 'window-awning',
    draft: false,
    ageDays: 190,
    description: [
      '<p>En gammel sveitservilla ved Eidsvoll verk hadde behov for solskjerming som passet husets stil. Vi valgte <strong>fallarmsmarkiser med klassisk stripet duk</strong> i grønt og hvitt, tilpasset hvert enkelt vindu.</p>',
      '<p>Markisene har solcelledrevne motorer, slik at det ikke trengtes nye kabler i den gamle fasaden. Huseier styrer alle markisene med én fjernkontroll.</p>',
    ].join(''),
    photos: [
      { alt: 'Hvit trevilla med grønne og hvite fallarmsmarkiser over vinduene', fabric: 'green-stripes', wall: 'white' },
      { alt: 'Vindusmarkisene i andre etasje sett fra hagen', fabric: 'green-stripes', wall: 'white' },
      { alt: 'Villaen med markisene felt ut i ettermiddagssol', fabric: 'green-stripes', wall: 'white', time: 'evening' },
    ],
  },
  {
    title: 'Kafémarkise i Jessheim sentrum',
    scene: 'storefront',
    draft: false,
    ageDays: 260,
    description: [
      '<p>En kafé i gågata på Jessheim ville utvide uteserveringen og trengte skygge over tolv bord. Vi leverte en <strong>ti meter bred markise</strong> med tre armsett på felles rør og rød stripet duk med kafeens navn på kappen.</p>',
      '<p>Markisen er koblet til en vindsensor og har varmelamper under frontprofilen, slik at serveringen kan holde åpent også på kjølige kvelder.</p>',
      '<p>Vi hjalp kafeen med søknaden til kommunen.</p>',
    ].join(''),
    photos: [
      { alt: 'Kafé med lang rød og hvit stripet markise over uteserveringen i Jessheim sentrum', fabric: 'red-stripes' },
      { alt: 'Bord og stoler på fortauet i skyggen av kafémarkisen', fabric: 'red-stripes', time: 'day' },
      { alt: 'Kafémarkisen sett fra gata en overskyet dag', fabric: 'red-stripes', time: 'overcast' },
    ],
  },
  {
    title: 'Plisségardiner i enebolig på Kløfta',
    scene: 'pleated',
    draft: false,
    ageDays: 330,
    description: [
      '<p>I en nyoppført enebolig på Kløfta leverte vi plisségardiner til alle vinduene i stue, kjøkken og soverom – totalt 23 gardiner. Kunden valgte et <strong>lysdempende beige stoff</strong> i stua og honeycomb-plissé med mørklegging på soverommene.</p>',
      '<p>Plisségardinene kan styres både ovenfra og nedenfra, slik at familien kan skjerme for innsyn fra veien og samtidig se himmelen.</p>',
    ].join(''),
    photos: [
      { alt: 'Beige plisségardin trukket halvveis ned i stuevinduet', fabric: 'beige' },
      { alt: 'Stue med plissé i vinduet, sofa og plante', fabric: 'beige' },
      { alt: 'Hvit honeycomb-plissé i et vindu ved sofaen', scene: 'honeycomb', fabric: 'white' },
      { alt: 'Plisségardin i et takvindu på loftet', scene: 'skylight', fabric: 'beige' },
    ],
  },
  {
    title: 'Balkongmarkiser i borettslag på Gardermoen',
    scene: 'balcony-awning',
    draft: false,
    ageDays: 420,
    description: [
      '<p>Et borettslag med 64 leiligheter valgte felles leveranse av balkongmarkiser. Vi tok mål på alle balkonger, laget prøvemontering for styret og monterte markisene i løpet av tre uker.</p>',
      '<p>Alle leilighetene fikk <strong>samme grå duk</strong>, slik at fasaden fremstår helhetlig. Omtrent halvparten av beboerne bestilte motor med fjernkontroll som tillegg.</p>',
    ].join(''),
    photos: [
      { alt: 'Boligblokk med grå balkongmarkiser over balkongene', fabric: 'grey-stripes', wall: 'grey' },
      { alt: 'Balkongmarkisene sett fra gårdsplassen', fabric: 'grey-stripes', wall: 'grey' },
      { alt: 'Balkongmarkiser i flere etasjer i morgensol', fabric: 'grey-stripes', wall: 'grey', time: 'morning' },
      { alt: 'Fasaden med balkongmarkiser en overskyet dag', fabric: 'grey-stripes', wall: 'grey', time: 'overcast' },
    ],
  },
  {
    title: 'Glasstak og markise på hytte i Hurdal',
    scene: 'glass-roof',
    draft: false,
    ageDays: 540,
    description: [
      '<p>Hytteeierne ved Hurdalsjøen ønsket å bruke terrassen også i regnvær. Vi monterte et <strong>terrassetak i glass</strong> med mørke aluminiumsprofiler, og en markise under glasset som gir skygge på solrike dager.</p>',
      '<p>Hytta står tom store deler av året, så vi monterte også rullelemmer på de største vinduene.</p>',
      '<p>Taket er dimensjonert for snølasten i Hurdal.</p>',
    ].join(''),
    photos: [
      { alt: 'Terrassetak i glass over terrassen på en mørk hytte', wall: 'dark' },
      { alt: 'Terrassen under glasstaket med bord og stoler', wall: 'dark' },
      { alt: 'Rullelemmer foran vinduene på hytta', scene: 'shutters', wall: 'dark' },
    ],
  },
  {
    title: 'Utvendige persienner på skole i Nes',
    scene: 'exterior-blinds',
    draft: true,
    ageDays: 25,
    description: [
      '<p>Utkast: Nes kommune ba om utvendige persienner på de sørvendte klasserommene på en barneskole. Vi leverte <strong>62 persienner</strong> med motor koblet til skolens SD-anlegg.</p>',
      '<p>Teksten og bildene skal godkjennes av kommunen før publisering.</p>',
    ].join(''),
    photos: [
      { alt: 'Utvendige persienner foran vinduene på et hvitt skolebygg', wall: 'white' },
      { alt: 'Persiennene delvis nede på fasaden mot sør', wall: 'white' },
      { alt: 'Skolebygget med utvendige persienner en overskyet dag', wall: 'white', time: 'overcast' },
    ],
  },
  {
    title: 'Screens på funkisvilla i Ullensaker',
    scene: 'screen-facade',
    draft: true,
    ageDays: 700,
    description: [
      '<p>Utkast: En funkisvilla med store glassflater mot sør fikk <strong>zip-screens</strong> i antrasitt på alle vinduer i stue og soverom. Screenene styres med solsensor og app.</p>',
      '<p>Flere bilder kommer.</p>',
    ].join(''),
    photos: [
      { alt: 'Hvit funkisvilla med antrasittgrå screens foran vinduene', fabric: 'anthracite', wall: 'white' },
      { alt: 'Screens halvveis nede foran stuevinduene', fabric: 'anthracite', wall: 'white' },
      { alt: 'Funkisvillaen med screens i kveldssol', fabric: 'anthracite', wall: 'white', time: 'evening' },
    ],
  },
];
