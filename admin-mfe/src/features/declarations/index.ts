export { DeclarationsTab } from './components/DeclarationsTab';
