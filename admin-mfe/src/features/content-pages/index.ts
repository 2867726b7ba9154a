export { ContentPagesTab } from './components/ContentPagesTab';
