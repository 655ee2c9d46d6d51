import { BackupRestoreResultSchema, BackupSchema, type Backup, type BackupRestoreResult, type BackupRestoreSchema } from '@rms/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type BackupRestoreInput = z.input<typeof BackupRestoreSchema>;

/** GET /api/backups/list: every backup, newest first. */
export function getBackups(signal?: AbortSignal): Promise<Backup[]> {
  return apiRequest({ operation: 'listBackups', path: '/api/backups/list', schema: z.array(BackupSchema), signal });
}

export function getBackupsQueryOptions() {
  return queryOptions({ queryKey: ['backups'] as const, queryFn: ({ signal }) => getBackups(signal) });
}

export function useBackups() {
  return useQuery(getBackupsQueryOptions());
}

/** POST /api/backups/trigger (no body). */
export function triggerBackup(): Promise<Backup> {
  return apiRequest({ operation: 'triggerBackup', path: '/api/backups/trigger', method: 'POST', schema: BackupSchema });
}

export function useTriggerBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerBackup,
    onSuccess: () => {
      toast.success('Backup created successfully');
      void queryClient.invalidateQueries({ queryKey: getBackupsQueryOptions().queryKey });
    },
    onError: (e) => {
      console.warn('Backup failed', e);
      toast.error('Failed to create backup');
    },
  });
}

/** POST /api/backups/restore {filename, tag}: a safety backup first, then the collections. */
export function restoreBackup(input: BackupRestoreInput): Promise<BackupRestoreResult> {
  return apiRequest({ operation: 'restoreBackup', path: '/api/backups/restore', method: 'POST', body: input, schema: BackupRestoreResultSchema });
}

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: () => {
      toast.success('Backup restored successfully');
      // Every collection may have changed.
      void queryClient.invalidateQueries();
    },
    onError: (e) => {
      console.warn('Restore failed', e);
      toast.error('Failed to restore backup');
    },
  });
}
