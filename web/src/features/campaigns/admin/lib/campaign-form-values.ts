import { CAMPAIGN_TEXT_TOO_LONG, CAMPAIGN_TEXT_VISIBLE_MAX, CAMPAIGN_TITLE_MAX, END_BEFORE_START_MESSAGE, visibleLength, type Campaign, type CampaignInputValues, type CampaignLink } from '@rms/schema';
import { z } from 'zod';
import { instantOfOsloLocal, osloLocalValue } from './oslo-time';

export const LINK_KINDS = ['none', 'product', 'category', 'project', 'path'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * The campaign form's fields: the API's campaign (CampaignInputSchema) as the screen edits it, times
 * as Oslo datetime-local values, the link as a kind and a target, the placements as checkboxes.
 */
export const CampaignFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Skriv en tittel').max(CAMPAIGN_TITLE_MAX, `Tittelen kan ha høyst ${CAMPAIGN_TITLE_MAX} tegn`),
    text: z.string().refine((html) => visibleLength(html) <= CAMPAIGN_TEXT_VISIBLE_MAX, CAMPAIGN_TEXT_TOO_LONG),
    imageId: z.string(),
    linkKind: z.enum(LINK_KINDS),
    linkTarget: z.string().trim(),
    startsAt: z.string().min(1, 'Velg når kampanjen starter'),
    endsAt: z.string().min(1, 'Velg når kampanjen slutter'),
    home: z.boolean(),
    productIds: z.array(z.string()),
    draft: z.boolean(),
  })
  .refine((v) => v.home || v.productIds.length > 0, { path: ['home'], message: 'Velg minst én plassering' })
  .refine((v) => v.linkKind === 'none' || v.linkTarget !== '', { path: ['linkTarget'], message: 'Velg hva lenken går til' })
  .refine((v) => !v.startsAt || !v.endsAt || instantOfOsloLocal(v.endsAt) > instantOfOsloLocal(v.startsAt), { path: ['endsAt'], message: END_BEFORE_START_MESSAGE });
export type CampaignFormValues = z.infer<typeof CampaignFormSchema>;

/** An empty form: starting at the next whole hour, for two weeks, on the home page. */
export function emptyForm(now: Date): CampaignFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(start.getTime() + 14 * 86_400_000);
  return { title: '', text: '', imageId: '', linkKind: 'none', linkTarget: '', startsAt: osloLocalValue(start), endsAt: osloLocalValue(end), home: true, productIds: [], draft: false };
}

function linkFields(link: CampaignLink | null): Pick<CampaignFormValues, 'linkKind' | 'linkTarget'> {
  if (!link) return { linkKind: 'none', linkTarget: '' };
  return 'path' in link ? { linkKind: 'path', linkTarget: link.path } : { linkKind: link.kind, linkTarget: link.id };
}

export function formOf(c: Campaign): CampaignFormValues {
  return {
    title: c.title,
    text: c.text,
    imageId: c.imageId ?? '',
    ...linkFields(c.link),
    startsAt: osloLocalValue(c.startsAt),
    endsAt: osloLocalValue(c.endsAt),
    home: c.placements.some((p) => p.kind === 'home'),
    productIds: c.placements.flatMap((p) => (p.kind === 'product' ? [p.id] : [])),
    draft: c.draft,
  };
}

/** The API's body for the form's values; `modified_at` the campaign's as the screen read it. */
export function inputOf(v: CampaignFormValues, modified_at?: string): CampaignInputValues {
  const link: CampaignLink | null = v.linkKind === 'none' ? null : v.linkKind === 'path' ? { path: v.linkTarget } : { kind: v.linkKind, id: v.linkTarget };
  return {
    title: v.title,
    text: v.text,
    imageId: v.imageId || null,
    link,
    startsAt: instantOfOsloLocal(v.startsAt),
    endsAt: instantOfOsloLocal(v.endsAt),
    placements: [...(v.home ? [{ kind: 'home' as const }] : []), ...v.productIds.map((id) => ({ kind: 'product' as const, id }))],
    draft: v.draft,
    ...(modified_at ? { modified_at } : {}),
  };
}

/** The form field a server issue's path names (`link.id` → the link's target, `placements.0.id` → the placements). */
export function fieldOfIssue(path: string): keyof CampaignFormValues | null {
  if (path === 'title' || path === 'startsAt' || path === 'endsAt' || path === 'imageId') return path;
  if (path.startsWith('link')) return 'linkTarget';
  if (path.startsWith('placements')) return 'home';
  if (path === 'text') return 'text';
  return null;
}
