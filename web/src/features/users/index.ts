// Staff accounts: the body of the administrators' 'Brukere' screen, routed by app/ and never loaded by visitors.
export { StaffAccess } from './components/staff-access';
