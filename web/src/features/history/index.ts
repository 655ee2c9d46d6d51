// Item history's public face: admin screens only, loaded with them (never by visitors).
export { DeletedItems } from './components/deleted-items';
export { HistoryPanel, type HistoryPanelProps } from './components/history-panel';
export { useRestoredForm } from './hooks/use-restored-form';
