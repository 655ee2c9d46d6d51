/**
 * Every kind of audit entry (`audit/{id}.action`, `<entity>.<verb>`) and the Norwegian sentence staff
 * read for it in a person's log on *Brukere*. The server can only write an action listed here
 * (functions/src/services/shared/audit.ts takes an `AuditAction`), so a new kind of change cannot
 * reach the log without its sentence.
 */
export const AUDIT_SENTENCES = {
  'product.create': 'Opprettet et produkt',
  'product.update': 'Endret et produkt',
  'product.move': 'Flyttet et produkt',
  'product.publish': 'Publiserte et produkt',
  'product.unpublish': 'Gjorde et produkt til utkast',
  'product.delete': 'Slettet et produkt (til Slettet)',
  'product.image.upload': 'La til et bilde på et produkt',
  'product.image.delete': 'Fjernet et bilde fra et produkt',
  'product.image.main': 'Valgte hovedbildet til et produkt',
  'product.image.reorder': 'Endret rekkefølgen på bildene til et produkt',
  'product.image.update': 'Endret alt-tekst, tittel eller fokus på et produktbilde',
  'product.version.restore': 'Hentet fram en eldre versjon av et produkt',
  'product.restore-deleted': 'Hentet et slettet produkt tilbake',
  'category.image.upload': 'La til et kategoribilde',
  'category.image.delete': 'Fjernet et kategoribilde',
  'category.image.update': 'Endret alt-tekst, tittel eller fokus på et kategoribilde',
  'project.create': 'Opprettet et prosjekt',
  'project.update': 'Endret et prosjekt',
  'project.publish': 'Publiserte et prosjekt',
  'project.unpublish': 'Gjorde et prosjekt til utkast',
  'project.delete': 'Slettet et prosjekt (til Slettet)',
  'project.delete-by-title': 'Slettet prosjekter etter tittelmønster',
  'project.image.upload': 'La til et bilde på et prosjekt',
  'project.image.delete': 'Fjernet et bilde fra et prosjekt',
  'project.image.main': 'Valgte hovedbildet til et prosjekt',
  'project.image.reorder': 'Endret rekkefølgen på bildene til et prosjekt',
  'project.image.update': 'Endret alt-tekst, tittel eller fokus på et prosjektbilde',
  'project.version.restore': 'Hentet fram en eldre versjon av et prosjekt',
  'project.restore-deleted': 'Hentet et slettet prosjekt tilbake',
  'campaign.create': 'Opprettet en kampanje',
  'campaign.update': 'Endret en kampanje',
  'campaign.delete': 'Slettet en kampanje (til Slettet)',
  'campaign.version.restore': 'Hentet fram en eldre versjon av en kampanje',
  'campaign.restore-deleted': 'Hentet en slettet kampanje tilbake',
  'settings.update': 'Endret innstillingene',
  'settings.image.upload': 'La til et bilde i innstillingene',
  'settings.version.restore': 'Hentet fram en eldre versjon av innstillingene',
  'image.takedown': 'Slettet et bilde for godt',
  'previewLink.create': 'Delte en forhåndsvisning',
  'previewLink.revoke': 'Trakk tilbake en forhåndsvisning',
  'redirect.create': 'La til en omdirigering',
  'redirect.delete': 'Slettet en omdirigering',
  'message.update': 'Fulgte opp en henvendelse',
  'message.note': 'Skrev et notat på en henvendelse',
  'message.not-spam': 'Flyttet en henvendelse fra spam til innboksen',
  'message.delete': 'Slettet en henvendelse for godt',
  'message.purge': 'Slettet gamle henvendelser etter lagringstiden',
  'bookings.availability': 'Endret tidene for befaring',
  'booking.move': 'Flyttet en befaring',
  'booking.cancel': 'Avlyste en befaring',
  'quote.create': 'Lagde et tilbud',
  'quote.update': 'Endret et utkast til tilbud',
  'quote.version': 'Lagde en ny versjon av et tilbud',
  'quote.send': 'Sendte et tilbud til kunden',
  'quote.view': 'Kunden åpnet et tilbud',
  'quote.accept': 'Kunden aksepterte et tilbud',
  'quote.decline': 'Kunden avslo et tilbud',
  'booking.feed-renew': 'Laget ny adresse til kalenderen med befaringer',
  'backup.create': 'Tok en sikkerhetskopi',
  'backup.restore': 'Gjenopprettet en sikkerhetskopi',
  'user.create': 'Konto opprettet',
  'user.invite': 'Invitert',
  'user.invite.withdraw': 'Invitasjon trukket tilbake',
  'user.invite.accept': 'Invitasjon tatt i bruk',
  'user.invite.expire': 'Invitasjon utløpt',
  'user.role': 'Tilgang endret',
  'user.remove': 'Tilgang fjernet',
  'user.expire': 'Siste dag passert',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_SENTENCES;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_SENTENCES, action);
}

/** The sentence of an entry; an entry of a kind no longer written (an old backup's) gets a plain one, never the key. */
export function auditSentence(action: string): string {
  return isAuditAction(action) ? AUDIT_SENTENCES[action] : 'Annen endring';
}
