import { createContext, useContext } from 'react';

export interface TabsContextValue {
  value: string;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabsContext(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('TabPanel must be rendered inside Tabs');
  return context;
}
