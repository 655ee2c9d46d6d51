// The auth feature's public face for other features; app/ may import its files directly.
export { RequireAdmin } from './components/require-admin';
export { RequireRole, RequireStaff } from './components/require-role';
