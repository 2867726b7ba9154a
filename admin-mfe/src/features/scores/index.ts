export { ScoresTab } from './components/ScoresTab';
