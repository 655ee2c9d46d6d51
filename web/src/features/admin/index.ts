// The admin feature's public face for other features: the count of new enquiries for the user menu.
export { NewEnquiriesBadge } from './components/new-enquiries';
