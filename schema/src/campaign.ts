import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';
import { StartedFromSchema } from './image';
import { SitePathSchema } from './redirect';

/**
 * Campaigns (decision 135): a short offer staff run on the home page and/or the pages of
 * chosen categories and products, between a start and an end. Whether one runs is decided when a
 * page or list is answered, never by a job.
 */

/** What a campaign's button leads to: a product, a category, a project, or any page of the site. */
export const CAMPAIGN_LINK_KINDS = ['product', 'category', 'project'] as const;
export const CampaignLinkSchema = z.union([
  z.strictObject({ kind: z.enum(CAMPAIGN_LINK_KINDS, 'Ukjent lenketype: velg produkt, kategori eller referanse'), id: IdSchema }),
  z.strictObject({ path: SitePathSchema }),
]);
export type CampaignLink = z.infer<typeof CampaignLinkSchema>;

/** Where it shows: the home page, or a category's or product's page and every page under it. */
export const CampaignPlacementSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('home') }), z.strictObject({ kind: z.literal('product'), id: IdSchema })],
  { error: 'Ukjent plassering: velg forsiden eller en kategori eller et produkt' },
);
export type CampaignPlacement = z.infer<typeof CampaignPlacementSchema>;

export const CAMPAIGN_TITLE_MAX = 120;
/** The short rich text, as HTML (sanitized like a product description before it is stored). */
export const CAMPAIGN_TEXT_MAX = 5000;
/**
 * What a reader sees of it, at most (characters without the markup): two or three sentences. The
 * campaign is part of its pages' HTML, and the product page must stay within one round trip (the
 * bench's 16 kB): a campaign of this length still fits.
 */
export const CAMPAIGN_TEXT_VISIBLE_MAX = 400;
export const CAMPAIGN_TEXT_TOO_LONG = `Teksten kan ha høyst ${CAMPAIGN_TEXT_VISIBLE_MAX} tegn`;

/** The characters a reader sees of an HTML text: tags left out, entities counted as one. */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_').length;
}

/** The `src` of a picture the site already has (the picture library): a campaign shows it, it uploads none. */
export const CampaignImageIdSchema = z.string().trim().min(1).max(2000);

const campaignFields = {
  title: z.string().trim().min(1, 'Skriv en tittel').max(CAMPAIGN_TITLE_MAX, `Tittelen kan ha høyst ${CAMPAIGN_TITLE_MAX} tegn`),
  text: z.string().max(CAMPAIGN_TEXT_MAX, CAMPAIGN_TEXT_TOO_LONG).refine((html) => visibleLength(html) <= CAMPAIGN_TEXT_VISIBLE_MAX, CAMPAIGN_TEXT_TOO_LONG).default(''),
  imageId: CampaignImageIdSchema.nullable().default(null),
  link: CampaignLinkSchema.nullable().default(null),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  placements: z.array(CampaignPlacementSchema).min(1, 'Velg minst én plassering').max(50),
  draft: z.boolean().default(false),
};

export const END_BEFORE_START_MESSAGE = 'Slutt må være etter start';

/** POST /api/campaigns and PUT /api/campaigns/{id} (the whole campaign; `modified_at` is the screen's, for the 409 check). */
export const CampaignInputSchema = z
  .strictObject({ ...campaignFields, modified_at: StartedFromSchema })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), { path: ['endsAt'], message: END_BEFORE_START_MESSAGE });
export type CampaignInputValues = z.input<typeof CampaignInputSchema>;
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

export const CampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  imageId: z.string().nullable(),
  link: CampaignLinkSchema.nullable(),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  placements: z.array(CampaignPlacementSchema),
  draft: z.boolean(),
  created_at: IsoDateSchema,
  modified_at: IsoDateSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** GET /api/campaigns: the latest start first. */
export const CampaignListSchema = z.array(CampaignSchema);

/** `campaigns/{id}` as stored (a backup holds it as it is). */
export const StoredCampaignDocSchema = z.looseObject({ title: z.string(), startsAt: IsoDateSchema, endsAt: IsoDateSchema, created_at: IsoDateSchema, modified_at: IsoDateSchema });

/** Campaign ids are Firestore auto-ids. */
export const CampaignParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a campaign id') });

/** DELETE /api/campaigns/{id}: the id removed. */
export const CampaignDeleteResultSchema = z.object({ deleted: z.array(z.string()) });

/** GET /api/campaigns?at=…: staff ask what visitors will see at that time. */
export const CampaignListQuerySchema = z.strictObject({ at: IsoDateSchema.optional() });

export { byLatestStart, campaignFor, isRunning, nextCampaignChange, runningCampaigns } from './campaign-time';
