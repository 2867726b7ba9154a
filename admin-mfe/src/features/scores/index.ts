export { useAdminScores } from './api/hooks';
export { ScoresTab } from './components/ScoresTab';
