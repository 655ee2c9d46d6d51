import type { PreviewLinkKind } from '@rms/schema';
import type { DocumentData, Firestore } from './writer';

/** `previewLinks/{id}` as stored: the token itself is never stored, only its SHA-256 (decision 108). */
export interface PreviewLinkDoc {
  id: string;
  kind: PreviewLinkKind;
  itemId: string;
  tokenHash: string;
  createdAt: string;
  createdBy: { uid: string; email: string | null };
  expiresAt: string;
  revokedAt: string | null;
}

function toPreviewLink(id: string, data: DocumentData): PreviewLinkDoc {
  return {
    id,
    kind: data.kind === 'product' ? 'product' : 'project',
    itemId: String(data.itemId),
    tokenHash: String(data.tokenHash),
    createdAt: String(data.createdAt),
    createdBy: { uid: String(data.createdBy?.uid ?? ''), email: typeof data.createdBy?.email === 'string' ? data.createdBy.email : null },
    expiresAt: String(data.expiresAt),
    revokedAt: typeof data.revokedAt === 'string' ? data.revokedAt : null,
  };
}

/** The preview links of drafts; not part of backups (decision 108). */
export class PreviewLinkRepository {
  constructor(private readonly db: Firestore) {}

  private links() {
    return this.db.collection('previewLinks');
  }

  async create(link: PreviewLinkDoc): Promise<void> {
    const { id, ...data } = link;
    await this.links().doc(id).create(data);
  }

  async find(id: string): Promise<PreviewLinkDoc | null> {
    const snap = await this.links().doc(id).get();
    return snap.exists ? toPreviewLink(id, snap.data() ?? {}) : null;
  }

  /** The link whose token hashes to `tokenHash`, or null. */
  async byTokenHash(tokenHash: string): Promise<PreviewLinkDoc | null> {
    const snap = await this.links().where('tokenHash', '==', tokenHash).limit(1).get();
    const doc = snap.docs[0];
    return doc ? toPreviewLink(doc.id, doc.data()) : null;
  }

  /** Every link made for one item (an equality filter only: no composite index). */
  async ofItem(kind: PreviewLinkKind, itemId: string): Promise<PreviewLinkDoc[]> {
    const snap = await this.links().where('itemId', '==', itemId).get();
    return snap.docs.map((d) => toPreviewLink(d.id, d.data())).filter((l) => l.kind === kind);
  }

  async revoke(id: string, at: string): Promise<void> {
    await this.links().doc(id).update({ revokedAt: at });
  }
}
