export { ActivityTab } from './components/ActivityTab';
