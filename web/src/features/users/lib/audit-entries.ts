import type { StaffAuditList } from '@rms/schema';
import { auditSentence } from '@rms/schema/audit-actions';
import { ROLE_LABELS, ROLES, type Role } from '@rms/schema/role';
import { formatDay } from './staff-rows';

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** One side of a change: a role ('Redaktør'), with its last day when it has one; null when there was none. */
export function describeAccess(value: unknown): string | null {
  if (isRole(value)) return ROLE_LABELS[value];
  if (!value || typeof value !== 'object') return null;
  const { role, accessUntil } = value as { role?: unknown; accessUntil?: unknown };
  if (!isRole(role)) return null;
  return typeof accessUntil === 'string' && accessUntil ? `${ROLE_LABELS[role]} til og med ${formatDay(accessUntil)}` : ROLE_LABELS[role];
}

export interface AuditLine {
  key: string;
  at: string;
  who: string;
  what: string;
  /** 'Redaktør → Administrator'; null when the entry is no change of access. */
  change: string | null;
}

/** The entries as the log lists them: when, who, what, and from what to what. */
export function auditLines(entries: StaffAuditList): AuditLine[] {
  return entries.map((entry) => {
    const extra = entry.extra ?? {};
    const hasChange = 'from' in extra || 'to' in extra;
    const from = describeAccess(extra.from) ?? 'Ingen tilgang';
    const to = describeAccess(extra.to) ?? 'Ingen tilgang';
    return {
      key: entry.id,
      at: entry.at,
      who: entry.email ?? entry.uid,
      what: auditSentence(entry.action),
      change: hasChange ? `${from} → ${to}` : null,
    };
  });
}
