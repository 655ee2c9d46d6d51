/** The details step's hint under 'Tittel', on the new-project wizard and the edit screen alike. */
export const TITLE_HINT = 'Gi prosjektet en beskrivende tittel, f.eks. «Terrassemarkiser på enebolig i Jessheim».';
