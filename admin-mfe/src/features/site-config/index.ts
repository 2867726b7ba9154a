export { useAdminSiteConfig } from './api/hooks';
export { SiteConfigTab } from './components/SiteConfigTab';
