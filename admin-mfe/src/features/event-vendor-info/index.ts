export { EventVendorInfoTab } from './components/EventVendorInfoTab';
