export { TabPanel, Tabs, type TabGroup, type TabItem, type TabPanelProps, type TabsProps } from './Tabs';
