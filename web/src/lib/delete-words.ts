/**
 * What a delete's confirmation says happens. A delete the bin or the history can undo says where to get
 * it back; 'for godt' is kept for what nothing can undo (a takedown in Bilder, a purge of enquiries), so
 * the one warning that means it is not read past like the others.
 */

/** A product or project (with its pictures and what lies under it) goes to Slettet (/admin/slettet). */
export function toBin(subject: string, them = false): string {
  return `${subject} flyttes til Slettet, der du kan hente ${them ? 'dem' : 'det'} tilbake.`;
}

/** A picture taken out of an item stays in the item's earlier versions, which Historikk restores. */
export function outOfGallery(subject: string, them = false): string {
  return `${subject} fjernes fra siden. Du kan hente ${them ? 'dem' : 'det'} tilbake under Historikk i redigeringen.`;
}

/** The words a recoverable delete never uses. */
export const FOR_GOOD = /for godt/i;
