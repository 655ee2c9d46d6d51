// 'Fram i tid': staff see the public site at a chosen time. The screen is routed by app/;
// the bar is loaded by the header only while a time is chosen. Visitors never load either.
export { DateViewBanner } from './components/date-view-banner';
export { DateViewScreen } from './components/date-view-screen';
