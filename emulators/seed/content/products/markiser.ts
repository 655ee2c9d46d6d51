import { CLOSING } from '../shared';
import type { SeedProduct } from '../types';

export const markiser: SeedProduct = {
  title: 'Markiser',
  scene: 'terrace-awning',
  description: [
    '<h2>Markiser som gjør terrassen til et ekstra rom</h2>',
    '<p>En markise gir behagelig skygge når sola står på, beskytter hagemøbler og gulv mot falming og holder innetemperaturen nede på varme sommerdager. Vi har levert og montert markiser på øvre Romerike siden 1987, og hjelper deg å velge riktig modell, duk og styring til akkurat ditt hus.</p>',
    '<p>Markisene vi selger er laget for nordisk klima, med pulverlakkerte aluminiumsprofiler, rustfrie beslag og <strong>spinnfarget akrylduk</strong> som holder fargen i mange år. Du kan velge blant flere hundre duker – ensfargede, melerte eller klassisk stripete.</p>',
    '<ul><li>Terrassemarkiser med og uten kassett</li><li>Vindusmarkiser som stenger varmen ute før den kommer inn</li><li>Butikk- og kafémarkiser for næringsbygg</li><li>Motor, sol- og vindautomatikk og app-styring</li></ul>',
    CLOSING.befaring,
  ].join(''),
  categoryPhoto: {
    alt: 'Terrassemarkise med grå og hvite striper over en uteplass med hagebord foran en rød enebolig',
    fabric: 'grey-stripes',
    wall: 'red',
    title: 'Markiser',
  },
  photos: [
    { alt: 'Utfelt terrassemarkise med blå og hvite striper over en treterrasse med hagemøbler', fabric: 'blue-stripes' },
    { alt: 'Hvit enebolig med beige terrassemarkise og skygge over terrassen', fabric: 'beige', wall: 'white', time: 'day' },
    { alt: 'Vindusmarkiser i antrasitt over vinduene på et gult hus i to etasjer', scene: 'window-awning', fabric: 'anthracite', wall: 'yellow' },
  ],
  sub: [
    {
      title: 'Terrassemarkiser',
      scene: 'terrace-awning',
      description: [
        '<p>En terrassemarkise gir deg skygge akkurat der du trenger den, og kan rulles inn på sekunder når skyene kommer. Vi leverer markiser opptil sju meter brede og med utfall på inntil fire meter, slik at både spisebord og sofagruppe får plass i skyggen.</p>',
        '<h2>Solid konstruksjon</h2>',
        '<p>Leddarmene har forspente fjærer og <strong>armer med innstøpte kabler</strong> som holder duken stram, også i en frisk bris. Stativ og kassett er av pulverlakkert aluminium i valgfri RAL-farge, og alle skruer og beslag er rustfrie.</p>',
        '<p>De fleste kundene våre velger motor med fjernkontroll og en vindsensor som trekker markisen inn automatisk når det blåser opp. Da kan du dra på ferie uten å bekymre deg for duken.</p>',
        CLOSING.montering,
      ].join(''),
      photos: [
        { alt: 'Terrassemarkise med røde og hvite striper over en uteplass med bord og stoler', fabric: 'red-stripes' },
        { alt: 'Antrasittgrå terrassemarkise foran en mørk, moderne trebolig', fabric: 'anthracite', wall: 'dark' },
        { alt: 'Terrassemarkise med grønne striper som gir skygge over terrassen i kveldssol', fabric: 'green-stripes', time: 'evening' },
      ],
      sub: [
        {
          title: 'Kassettmarkise',
          scene: 'terrace-awning',
          description: [
            '<p>I en kassettmarkise ligger duk og armer helt innkapslet når markisen er rullet inn. Det gir et stramt uttrykk på veggen og beskytter duken mot regn, pollen og fugler, slik at den varer lenger.</p>',
            '<p>Kassetten leveres i hvitt, sølv, antrasitt eller valgfri RAL-farge. Med <em>integrert LED-lys</em> i armene kan du bruke terrassen langt ut på kvelden.</p>',
            CLOSING.garanti,
          ].join(''),
          photos: [
            { alt: 'Kassettmarkise med beige duk felt ut over en treterrasse med hagebord', fabric: 'beige' },
            { alt: 'Grå kassettmarkise på en hvit enebolig en sommerdag', fabric: 'grey-stripes', wall: 'white', time: 'day' },
          ],
        },
        {
          title: 'Halvkassettmarkise',
          scene: 'terrace-awning',
          description: [
            '<p>Halvkassettmarkisen har et tak over duken som beskytter mot vær og vind, mens armene ligger synlige under. Den er et rimeligere alternativ til full kassett og passer fint under takutstikk og balkonger.</p>',
            '<p>Modellen kan leveres med manuell sveiv eller motor, og med duk i alle fargene fra kolleksjonen vår.</p>',
            CLOSING.erfaring,
          ].join(''),
          photos: [
            { alt: 'Halvkassettmarkise med oransje og hvite striper over terrassen på en gul trebolig', fabric: 'orange-stripes', wall: 'yellow' },
          ],
        },
        {
          title: 'Åpen leddarmsmarkise',
          scene: 'open-awning',
          description: [
            '<p>Den åpne leddarmsmarkisen er den klassiske løsningen: enkel, robust og prisgunstig. Duken rulles opp på et synlig rør, og markisen monteres på vegg, under tak eller i himling.</p>',
            '<p>Passer godt der markisen står beskyttet under et takutstikk. Kan leveres med <strong>Somfy-motor</strong> og vindsensor.</p>',
            CLOSING.befaring,
          ].join(''),
          photos: [
            { alt: 'Åpen leddarmsmarkise med blå og hvite striper og synlig dukrør over en terrasse', fabric: 'blue-stripes' },
            { alt: 'Åpen markise med grønn og hvit stripet duk på en rød enebolig', fabric: 'green-stripes', wall: 'red' },
          ],
        },
      ],
    },
    {
      title: 'Vindusmarkiser',
      scene: 'window-awning',
      description: [
        '<p>Utvendig solskjerming er opptil fem ganger mer effektiv enn innvendig, fordi varmen stoppes før den treffer glasset. Vindusmarkiser holder soverom og stue kjølige og gir samtidig huset et vennlig, klassisk preg.</p>',
        '<p>Vi leverer fallarmsmarkiser som skyver duken ut fra fasaden, og korgmarkiser som passer til buede vinduer og butikkfasader. Alle kan styres med motor og solsensor, slik at de går ned av seg selv når sola kommer rundt hushjørnet.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Hvitt hus i to etasjer med blå vindusmarkiser over alle vinduene', fabric: 'blue', wall: 'white' },
        { alt: 'Vindusmarkiser med røde og hvite striper på et gult trehus', fabric: 'red-stripes', wall: 'yellow' },
      ],
      sub: [
        {
          title: 'Fallarmsmarkise',
          scene: 'window-awning',
          description: [
            '<p>Fallarmsmarkisen har to armer som felles ut fra veggen, slik at duken står på skrå ut fra vinduet. Du beholder utsikten, mens direkte sollys stenges ute.</p>',
            '<p>Armene har gasspring som holder duken stram, og markisen tåler godt vinden på en åpen fasade. Leveres med sveiv, motor eller <em>solcelledrevet motor</em> uten behov for strøm på veggen.</p>',
            CLOSING.montering,
          ].join(''),
          photos: [
            { alt: 'Fallarmsmarkiser i antrasitt over vinduene på en grå enebolig', fabric: 'anthracite', wall: 'grey' },
            { alt: 'Rødt hus med beige fallarmsmarkiser felt ut over vinduene', fabric: 'beige', wall: 'red' },
          ],
        },
        {
          title: 'Korgmarkise',
          scene: 'basket-awning',
          description: [
            '<p>Korgmarkisen har en buet form som gir karakter til fasaden. Den brukes mye over inngangspartier, butikkvinduer og på eldre trehus der en tradisjonell profil passer best.</p>',
            '<p>Rammen er av aluminium, og duken kan leveres med trykk av firmanavn eller husnummer. Vi lager korgmarkiser på mål til hver åpning.</p>',
            CLOSING.erfaring,
          ].join(''),
          photos: [
            { alt: 'Buede korgmarkiser med grønne og hvite striper over vinduene på et hvitt trehus', fabric: 'green-stripes', wall: 'white' },
          ],
        },
        {
          title: 'Balkongmarkiser',
          scene: 'balcony-awning',
          description: [
            '<p>På balkongen er plassen ofte trang, og markisen må tåle at vinden tar tak høyt oppe på fasaden. Våre balkongmarkiser er kompakte, kan monteres i himlingen på balkongen over og leveres i farger som passer til borettslagets fargekart.</p>',
            '<p>Vi har lang erfaring med <strong>felles leveranser til borettslag og sameier</strong> rundt Jessheim og Gardermoen, der alle leilighetene får lik markise og samme duk. Styret får ett tilbud og én kontaktperson, og beboerne kan bestille motor som tillegg.</p>',
            CLOSING.befaring,
          ].join(''),
          photos: [
            { alt: 'Boligblokk med grå balkongmarkiser over balkongene i alle etasjer', fabric: 'grey-stripes', wall: 'grey' },
            { alt: 'Hvit leilighetsbygning med blå balkongmarkiser', fabric: 'blue', wall: 'white' },
          ],
        },
      ],
    },
    {
      title: 'Butikk- og kafémarkiser',
      scene: 'storefront',
      description: [
        '<p>En markise over butikkvinduet gir kundene le for sol og regn, beskytter varene i vinduet og er god reklame. Med navn og logo på kappen blir markisen et kjennetegn for forretningen.</p>',
        '<p>For kafeer og restauranter leverer vi brede markiser med <strong>flere armer på samme rør</strong>, slik at uteserveringen får skygge langs hele fasaden. Vi kan også levere sidevegger og varmelamper.</p>',
        '<p>Vi hjelper til med søknad til kommunen der fasaden krever det, og tilbyr serviceavtale med årlig ettersyn.</p>',
      ].join(''),
      photos: [
        { alt: 'Kafé med lang rød og hvit stripet markise over uteserveringen på fortauet', fabric: 'red-stripes' },
        { alt: 'Butikkfasade med antrasittgrå markise over vinduene og bord på fortauet', fabric: 'anthracite' },
        { alt: 'Gul bygård i sentrum med grønn stripet kafémarkise over bordene', fabric: 'green-stripes', wall: 'yellow' },
      ],
    },
    {
      title: 'Motor og automatikk',
      scene: 'control',
      description: [
        '<p>Med motor blir markisen brukt mye oftere. Vi monterer motorer fra <strong>Somfy</strong>, verdens største produsent av motorer til solskjerming, og programmerer dem slik at endestopp, favorittposisjon og fjernkontroller er klare når vi går.</p>',
        '<p>Automatikk tar vare på både duken og inneklimaet: en vindsensor trekker markisen inn ved sterk vind, og en solsensor kjører den ut når det blir varmt. Alt kan også styres fra mobilen.</p>',
        CLOSING.garanti,
      ].join(''),
      photos: [
        { alt: 'Fjernkontroll på veggen og mobiltelefon med styringsapp på et bord, med markise utenfor vinduet' },
        { alt: 'Vindsensor montert på husveggen ved siden av en terrassemarkise', scene: 'sensor' },
      ],
      sub: [
        {
          title: 'Sol- og vindsensorer',
          scene: 'sensor',
          description: [
            '<p>En vindsensor merker rystelser i frontprofilen eller måler vindhastigheten på veggen og trekker markisen inn før det blir farlig for duk og armer. Solsensoren kjører markisen ut når solinnstrålingen passerer en grense du selv velger.</p>',
            '<p>Sensorene finnes både med ledning og trådløst med batteri, og vi kan ettermontere dem på de fleste motoriserte markiser – også modeller vi ikke har levert selv.</p>',
          ].join(''),
          photos: [
            { alt: 'Hvit sol- og vindsensor på veggen ved en utfelt terrassemarkise', fabric: 'beige' },
            { alt: 'Sensor på hushjørnet til en rød enebolig med grå markise', fabric: 'grey-stripes', wall: 'red' },
          ],
        },
        {
          title: 'App-styring og smarthjem',
          scene: 'control',
          description: [
            '<p>Med en smarthjem-boks som Somfy TaHoma styrer du markiser, screens og persienner fra mobilen, både hjemme og borte. Du kan lage scenarier som «God morgen» eller «Borte», og la tidsur og solsensor gjøre jobben.</p>',
            '<p>Systemet fungerer sammen med Google Home, Apple Home og Amazon Alexa. Vi installerer boksen, kobler til alle produktene og viser deg hvordan appen brukes.</p>',
            CLOSING.montering,
          ].join(''),
          photos: [
            { alt: 'Mobiltelefon med app for styring av solskjerming ved siden av en fjernkontroll på veggen' },
          ],
        },
      ],
    },
  ],
};
