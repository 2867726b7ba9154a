export { VendorsTab } from './components/VendorsTab';
