// The bin ('Slettet'): deleted products, projects and campaigns brought back; an admin screen composes it.
export { DeletedItems } from './components/deleted-items';
