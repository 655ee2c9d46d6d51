// Enquiries: the inbox of what visitors sent through the contact and quote forms, and its counts.
export { EnquiryInbox } from './components/enquiry-inbox';
export type { EnquiryPanel } from './components/enquiry-item';
export { FailedMailSummary, NewEnquiriesBadge, NewEnquiriesSummary } from './components/new-enquiries';
export { getEnquiriesQueryOptions } from './api/get-enquiries';
// What a change elsewhere that moves an enquiry (a quote sent) makes stale.
export { invalidateEnquiries } from './api/get-enquiries';
