export { EventsTab } from './components/EventsTab';
