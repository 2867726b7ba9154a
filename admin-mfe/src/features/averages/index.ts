export { AveragesTab } from './components/AveragesTab';
