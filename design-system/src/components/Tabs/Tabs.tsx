import { useId, useMemo, useRef, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { Group, GroupHeading, GroupRow, Panel, Tab, TabList, TabsRoot } from './Tabs.styles';
import { TabsContext, useTabsContext } from './TabsContext';

export interface TabItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabGroup {
  /** Heading over the group's tabs, e.g. "Scoring Methodology"; leave out for a plain tab row. */
  label?: string;
  tabs: readonly TabItem[];
}

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  groups: readonly TabGroup[];
  /** The selected tab; the app owns it so it can live in the URL. */
  value: string;
  onChange: (value: string) => void;
  /** Name for tab lists without a group heading. */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * Tabs sorted under group headings. Each group is its own tablist named by its heading, while arrow keys,
 * Home and End move across all groups as one row, and moving selects (the panels are already loaded).
 */
export function Tabs({ groups, value, onChange, children, 'aria-label': ariaLabel, ...rest }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabledTabs = groups.flatMap((group) => group.tabs).filter((tab) => !tab.disabled);

  const context = useMemo(
    () => ({
      value,
      tabId: (tab: string) => `${baseId}-tab-${tab}`,
      panelId: (tab: string) => `${baseId}-panel-${tab}`,
    }),
    [baseId, value],
  );

  const focusAndSelect = (tab: TabItem | undefined) => {
    if (!tab) return;
    tabRefs.current.get(tab.value)?.focus();
    if (tab.value !== value) onChange(tab.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const index = enabledTabs.findIndex((tab) => tab.value === current);
    const last = enabledTabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusAndSelect(enabledTabs[moves[event.key]]);
  };

  // If the selected value matches no tab (e.g. a stale URL), the first tab stays reachable with Tab.
  const hasSelected = enabledTabs.some((tab) => tab.value === value);
  const tabStop = hasSelected ? value : enabledTabs[0]?.value;

  return (
    <TabsContext.Provider value={context}>
      <TabsRoot {...rest}>
        <GroupRow>
          {groups.map((group, groupIndex) => {
            const headingId = `${baseId}-group-${groupIndex}`;
            return (
              <Group key={group.label ?? groupIndex}>
                {group.label && <GroupHeading id={headingId}>{group.label}</GroupHeading>}
                <TabList
                  role="tablist"
                  aria-labelledby={group.label ? headingId : undefined}
                  aria-label={group.label ? undefined : ariaLabel}
                >
                  {group.tabs.map((tab) => {
                    const selected = tab.value === value;
                    return (
                      <Tab
                        key={tab.value}
                        ref={(node) => {
                          if (node) tabRefs.current.set(tab.value, node);
                          else tabRefs.current.delete(tab.value);
                        }}
                        type="button"
                        role="tab"
                        id={context.tabId(tab.value)}
                        aria-selected={selected}
                        aria-controls={selected ? context.panelId(tab.value) : undefined}
                        tabIndex={tab.value === tabStop ? 0 : -1}
                        disabled={tab.disabled}
                        $selected={selected}
                        onClick={() => onChange(tab.value)}
                        onKeyDown={(event) => onKeyDown(event, tab.value)}
                      >
                        {tab.label}
                      </Tab>
                    );
                  })}
                </TabList>
              </Group>
            );
          })}
        </GroupRow>
        {children}
      </TabsRoot>
    </TabsContext.Provider>
  );
}

export interface TabPanelProps extends ComponentPropsWithRef<'div'> {
  value: string;
  children?: ReactNode;
}

/** Content of one tab; rendered only while its tab is selected. */
export function TabPanel({ value, children, ...rest }: TabPanelProps) {
  const tabs = useTabsContext();
  if (tabs.value !== value) return null;
  return (
    <Panel role="tabpanel" id={tabs.panelId(value)} aria-labelledby={tabs.tabId(value)} tabIndex={0} {...rest}>
      {children}
    </Panel>
  );
}
