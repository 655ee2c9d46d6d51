import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Highlight } from '@/components/ui/highlight';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { href } from '@/config/paths';
import { ancestorsOf, branchesToExpand, findNodeByPath, matchesQuery } from '../lib/product-tree';
import type { ProductNavNode } from '../lib/product-views';

interface ProductTreeProps {
  nodes: ProductNavNode[];
  /** The current location's pathname: its node is bold and its branch open. */
  activePath: string;
}

/**
 * The products sidebar: three levels, a 'Søk' box that highlights matches and opens
 * their branches, the active item bold. Branches are disclosure buttons beside plain links.
 */
export function ProductTree({ nodes, activePath }: ProductTreeProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  // The visitor's own open/close choices win over what the location and the search open.
  const [toggled, setToggled] = useState<Map<string, boolean>>(new Map());

  const activeNode = useMemo(() => findNodeByPath(nodes, activePath), [nodes, activePath]);
  const opened = useMemo(() => {
    const open = branchesToExpand(nodes, query);
    if (activeNode) {
      for (const a of ancestorsOf(nodes, activeNode.id)) open.add(a.id);
      open.add(activeNode.id);
    }
    return open;
  }, [nodes, query, activeNode]);

  const isOpen = (id: string) => toggled.get(id) ?? opened.has(id);
  const toggle = (id: string) => setToggled((m) => new Map(m).set(id, !isOpen(id)));

  const renderNodes = (list: ProductNavNode[], level: number) => (
    <ul className={level > 0 ? 'mt-1 ml-3 border-l border-sand-200 pl-2' : undefined}>
      {list.map((node) => {
        const hasChildren = level < 2 && node.sub.length > 0;
        const open = hasChildren && isOpen(node.id);
        const active = activeNode?.id === node.id;
        const childListId = `${searchId}-${node.id}`;
        return (
          <li key={node.id} className="py-0.5">
            <div className="flex items-center gap-1">
              <Link
                to={href.productPath(node.metadata.path)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex-1 rounded px-2 py-1.5 text-sm hover:bg-sand-100',
                  active ? 'font-bold text-navy-950' : 'text-slate-700',
                  level === 0 && !active && 'font-medium text-slate-900',
                )}
              >
                <Highlight text={node.title} query={query} />
              </Link>
              {hasChildren && (
                <button
                  type="button"
                  onClick={() => toggle(node.id)}
                  aria-expanded={open}
                  aria-controls={childListId}
                  aria-label={`${open ? 'Skjul' : 'Vis'} undermeny for ${node.title}`}
                  className="rounded p-1 text-slate-600 hover:bg-sand-100"
                >
                  <ChevronDownIcon width={16} height={16} className={clsx('transition-transform', open ? 'rotate-180' : '')} />
                </button>
              )}
            </div>
            {hasChildren && (
              <div id={childListId} hidden={!open}>
                {renderNodes(node.sub, level + 1)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  const anyMatch = query.trim() === '' || hasMatch(nodes, query);

  return (
    <nav aria-label="Produktmeny">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Søk
        </label>
        <SearchIcon width={16} height={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          type="search"
          placeholder="Søk"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setToggled(new Map());
          }}
          className="field-input pl-9"
        />
      </div>
      {!anyMatch && <p className="mt-3 px-2 text-sm text-slate-600">Ingen treff</p>}
      <div className="mt-3">{renderNodes(nodes, 0)}</div>
    </nav>
  );
}

function hasMatch(nodes: ProductNavNode[], query: string): boolean {
  return nodes.some((n) => matchesQuery(n.title, query) || hasMatch(n.sub, query));
}
