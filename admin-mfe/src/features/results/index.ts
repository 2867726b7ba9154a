export { ResultsTab } from './components/ResultsTab';
