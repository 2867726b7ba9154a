export { IncompleteTab } from './components/IncompleteTab';
