import type { Campaign, ProductNode } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { HistoryPanel } from '@/features/history';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';
import { getCampaignsQueryOptions } from '@/features/campaigns/api/get-campaigns';
import { toast } from '@/lib/toast';
import { createCampaign, deleteCampaign, updateCampaign, useAdminCampaigns } from '../api/campaigns-admin';
import { endsWithin, groupCampaigns, LOOKAHEAD_DAYS, missingTargets } from '../lib/campaign-groups';
import { inputOf } from '../lib/campaign-form-values';
import { osloTime } from '../lib/oslo-time';
import { CampaignForm } from './campaign-form';

/** Every node id of the product tree. */
function treeIds(nodes: readonly ProductNode[], into = new Set<string>()): Set<string> {
  for (const n of nodes) treeIds(n.sub, into.add(n.id));
  return into;
}

type Editing = { kind: 'new' } | { kind: 'edit'; campaign: Campaign } | null;

/**
 * 'Kampanjer': what runs now, what starts in the next 14 days, what comes later and what
 * has ended; create, change and delete (after a question). Visitors see a campaign from its start to
 * its end without anyone pressing a button.
 */
export function CampaignAdmin({ now = () => new Date() }: { now?: () => Date }) {
  const queryClient = useQueryClient();
  const campaigns = useAdminCampaigns();
  const products = useProducts();
  const projects = useProjects();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  // Every campaign query: this list and the pages' views.
  const refresh = () => queryClient.invalidateQueries({ queryKey: getCampaignsQueryOptions().queryKey });

  const save = async (values: Parameters<typeof inputOf>[0], modifiedAt: string | undefined) => {
    const current = editing;
    if (current?.kind === 'edit') await updateCampaign(current.campaign.id, inputOf(values, modifiedAt));
    else await createCampaign(inputOf(values));
    toast.success(current?.kind === 'edit' ? `Kampanjen «${values.title}» er lagret` : `Kampanjen «${values.title}» er opprettet`);
    setEditing(null);
    await refresh();
  };

  const remove = async (c: Campaign) => {
    const ok = await confirm({ message: `Slette kampanjen «${c.title}»?`, detail: 'Den forsvinner fra alle sider med en gang. Historikken beholdes.', confirmLabel: 'Slett', danger: true });
    if (!ok) return;
    setBusy(c.id);
    try {
      await deleteCampaign(c.id);
      toast.success(`Kampanjen «${c.title}» er slettet`);
      await refresh();
    } catch (e) {
      console.warn('Deleting the campaign failed', e);
      toast.error('Kunne ikke slette kampanjen');
    } finally {
      setBusy(null);
    }
  };

  if (editing) {
    return (
      <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
        <h2 className="mb-4 text-lg font-semibold text-navy-950">{editing.kind === 'edit' ? `Endre «${editing.campaign.title}»` : 'Ny kampanje'}</h2>
        <CampaignForm
          key={editing.kind === 'edit' ? editing.campaign.id : 'new'}
          campaign={editing.kind === 'edit' ? editing.campaign : undefined}
          tree={products.data}
          projects={projects.data}
          onSave={save}
          onCancel={() => setEditing(null)}
          onStale={() => void refresh()}
        />
        {editing.kind === 'edit' && (
          <HistoryPanel
            item={{ kind: 'campaign', id: editing.campaign.id }}
            current={editing.campaign}
            version={editing.campaign.modified_at}
            onRestored={async () => {
              setEditing(null);
              await refresh();
            }}
            onConflict={refresh}
          />
        )}
      </section>
    );
  }

  if (campaigns.isPending) return <Spinner />;
  if (campaigns.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Kunne ikke hente kampanjene.
      </p>
    );
  }
  const at = now();
  const groups = groupCampaigns(campaigns.data, at);
  // Known only once the tree and the references are in: until then nothing is said to be missing.
  const targets = products.data && projects.data ? { nodes: treeIds(products.data.sub), projects: new Set(projects.data.map((p) => p.id)) } : null;
  const row = (c: Campaign) => (
    <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-navy-950">
          {c.title}
          {c.draft && <span className="ml-2 rounded bg-sand-100 px-2 py-0.5 text-xs font-normal text-slate-700">Kladd</span>}
          {endsWithin(c, at, LOOKAHEAD_DAYS) && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-950">Slutter snart</span>}
        </p>
        <p className="text-sm text-slate-700">
          {osloTime(c.startsAt)} – {osloTime(c.endsAt)}
        </p>
        {targets &&
          missingTargets(c, targets.nodes, targets.projects).map((problem) => (
            <p key={problem} className="text-sm text-red-800">
              {problem}. Endre kampanjen.
            </p>
          ))}
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => setEditing({ kind: 'edit', campaign: c })} aria-label={`Endre kampanjen ${c.title}`}>
          Endre
        </button>
        <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={busy !== null} onClick={() => void remove(c)} aria-label={`Slett kampanjen ${c.title}`}>
          Slett
        </button>
      </div>
    </li>
  );

  return (
    <>
      <div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ kind: 'new' })}>
          Ny kampanje
        </button>
      </div>
      <CampaignGroup title="Pågår nå" empty="Ingen kampanje pågår nå.">
        {groups.running.map(row)}
      </CampaignGroup>
      <CampaignGroup title={`Starter de neste ${LOOKAHEAD_DAYS} dagene`} empty="Ingen kampanje starter de neste to ukene.">
        {groups.starting.map(row)}
      </CampaignGroup>
      <CampaignGroup title="Senere og kladder" empty="Ingen.">
        {groups.later.map(row)}
      </CampaignGroup>
      <CampaignGroup title="Tidligere kampanjer" empty="Ingen kampanjer er avsluttet ennå.">
        {groups.past.map(row)}
      </CampaignGroup>
      {dialog}
    </>
  );
}

function CampaignGroup({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={id} className="text-lg font-semibold text-navy-950">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-2 divide-y divide-sand-200">
          {children}
        </ul>
      )}
    </section>
  );
}
