export { QuestionsTab } from './components/QuestionsTab';
