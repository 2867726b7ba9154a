export { TokensTab } from './components/TokensTab';
