// Staff accounts: the administrators' 'Brukere' screen, routed by app/ and never loaded by visitors.
export { UsersScreen } from './routes/users-screen';
