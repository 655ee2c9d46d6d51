// Item history's public face: admin screens only, loaded with them (never by visitors).
export { HistoryPanel, type HistoryPanelProps } from './components/history-panel';
export { useRestoredForm } from './hooks/use-restored-form';
export { fullTime, relativeTime } from './lib/time';
