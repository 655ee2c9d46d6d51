import { CampaignLinkSchema, CampaignPlacementSchema, type Campaign } from '@rms/schema';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

export const CAMPAIGNS = 'campaigns';

/** Reads a stored document defensively: a malformed link is none, malformed placements are dropped, a missing draft flag means draft. */
export function toCampaign(id: string, data: DocumentData): Campaign {
  const created = typeof data.created_at === 'string' ? data.created_at : new Date(0).toISOString();
  const link = CampaignLinkSchema.safeParse(data.link);
  const placements = Array.isArray(data.placements)
    ? data.placements.flatMap((p) => {
        const parsed = CampaignPlacementSchema.safeParse(p);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    id,
    title: typeof data.title === 'string' ? data.title : id,
    text: typeof data.text === 'string' ? data.text : '',
    imageId: typeof data.imageId === 'string' ? data.imageId : null,
    link: link.success ? link.data : null,
    startsAt: typeof data.startsAt === 'string' ? data.startsAt : created,
    endsAt: typeof data.endsAt === 'string' ? data.endsAt : created,
    placements,
    draft: data.draft !== false,
    created_at: created,
    modified_at: typeof data.modified_at === 'string' ? data.modified_at : created,
  };
}

/** `campaigns/{id}`: the campaigns, drafts and past ones included (a short list, read whole). */
export class CampaignRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection(CAMPAIGNS).doc(id);
  }

  async all(tx?: Transaction): Promise<Campaign[]> {
    const col = this.db.collection(CAMPAIGNS);
    const snap = tx ? await tx.get(col) : await col.get();
    return snap.docs.map((d) => toCampaign(d.id, d.data()));
  }

  /** The document exactly as stored (undefined when there is none). */
  async stored(id: string, tx?: Transaction): Promise<DocumentData | undefined> {
    const snap = tx ? await tx.get(this.ref(id)) : await this.ref(id).get();
    return snap.exists ? snap.data() : undefined;
  }

  /** A new campaign under a fresh document id. */
  newId(): string {
    return this.db.collection(CAMPAIGNS).doc().id;
  }

  set(writer: Writer, campaign: Campaign): void {
    const { id, ...data } = campaign;
    writer.set(this.ref(id), data);
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
  }
}
