// Backups: trigger one, list them, restore one.
export { BackupManagement } from './components/backup-management';
