import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_SENTENCES, auditSentence } from '@rms/schema/audit-actions';

const ROOT = resolve(import.meta.dirname, '..');

/** Every action string the server's sources can write: literals, and each side of a literal choice. */
function actionsInSources(): Set<string> {
  const files = execFileSync('git', ['ls-files', 'functions/src', 'emulators'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    if (!/auditEntry\(|recordAudit\(|applyAccess\(|AuditAction/.test(text)) continue;
    for (const m of text.matchAll(/'((?:product|category|project|campaign|settings|image|previewLink|redirect|message|backup|user|bookings?|quote)\.[a-zA-Z.-]+)'/g)) found.add(m[1]!);
  }
  return found;
}

describe('the audit log in words', () => {
  it('has a Norwegian sentence for every action the server writes', () => {
    const written = actionsInSources();
    // The scan finds the server's actions (so the check below is not vacuous).
    for (const known of ['product.create', 'message.note', 'project.delete', 'user.invite.accept', 'backup.restore']) expect(written).toContain(known);
    const missing = [...written].filter((a) => !(a in AUDIT_SENTENCES));
    expect(missing).toEqual([]);
  });

  it('never shows a system key: each sentence is words, and an unknown kind reads as a plain sentence', () => {
    for (const [action, sentence] of Object.entries(AUDIT_SENTENCES)) {
      expect(sentence, action).not.toMatch(/[a-z]\.[a-z]/);
      expect(sentence.length, action).toBeGreaterThan(3);
    }
    expect(auditSentence('message.note')).toBe('Skrev et notat på en henvendelse');
    expect(auditSentence('something.old')).toBe('Annen endring');
  });
});
