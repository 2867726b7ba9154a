export { useAdminContent } from './api/hooks';
export { ContentPagesTab } from './components/ContentPagesTab';
