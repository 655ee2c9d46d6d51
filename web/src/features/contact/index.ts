// The contact feature's public face for other features (the settings preview shows the team as visitors will).
export { TeamGrid } from './components/team-grid';
