export { useAdminEventVendorInfo } from './api/hooks';
export { EventVendorInfoTab } from './components/EventVendorInfoTab';
