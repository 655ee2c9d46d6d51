import { describe, expect, it, vi } from 'vitest';
import { guardRepositories } from './dependency-deadlines';
import { DependencyMonitor } from './dependency-monitor';
import { UnavailableError } from './errors';
import type { Repositories } from './repositories';

describe('guardRepositories', () => {
  const hanging = () => new Promise<never>(() => {});
  const repos = {
    products: { all: hanging, ref: () => 'sync value' },
    transaction: hanging,
    batch: () => ({ set: () => undefined, commit: hanging }),
  } as unknown as Repositories;

  it('turns a repository call, a transaction and a batch commit that hang into a Norwegian 503 at their deadlines', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const monitor = new DependencyMonitor();
    const guarded = guardRepositories(repos, monitor, { firestore: 50, firestoreCommit: 80, storage: 0, mail: 0, auth: 0 });
    await expect(guarded.products.all()).rejects.toThrow(new UnavailableError('Databasen svarte ikke i tide. Prøv igjen om litt.'));
    await expect(guarded.transaction(async () => 1)).rejects.toBeInstanceOf(UnavailableError);
    await expect(guarded.batch().commit()).rejects.toBeInstanceOf(UnavailableError);
    // Methods that answer at once are left alone.
    expect((guarded.products as unknown as { ref: () => string }).ref()).toBe('sync value');
    expect(monitor.states()[0]).toMatchObject({ dependency: 'firestore', status: 'unhealthy', lastLatencyMs: expect.any(Number) });
    error.mockRestore();
  });
});
