export { SiteConfigTab } from './components/SiteConfigTab';
