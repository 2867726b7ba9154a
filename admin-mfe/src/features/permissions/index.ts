export { PermissionsTab } from './components/PermissionsTab';
