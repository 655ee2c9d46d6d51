import { z } from 'zod';

export const BackupSchema = z.object({ name: z.string(), timeCreated: z.string() });
export type Backup = z.infer<typeof BackupSchema>;

export const BackupRestoreSchema = z.object({
  filename: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,200}\.json$/, 'Must be the file name of a backup'),
  tag: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z0-9 _-]*$/, 'Letters, digits, space, - and _ only')
    .optional()
    .default(''),
});
export type BackupRestore = z.infer<typeof BackupRestoreSchema>;

export const BACKUP_COLLECTIONS = ['products', 'projects', 'users', 'messages', 'audit'] as const;
export const BACKUP_FORMAT_VERSION = 1;
