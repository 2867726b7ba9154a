export { ExportTab } from './components/ExportTab';
