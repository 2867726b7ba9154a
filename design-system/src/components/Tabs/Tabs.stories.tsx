import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TabPanel, Tabs, type TabGroup, type TabsProps } from './Tabs';

const adminGroups: TabGroup[] = [
  {
    label: 'Scoring Methodology',
    tabs: [
      { value: 'events', label: 'Events' },
      { value: 'vendors', label: 'Vendors' },
      { value: 'questions', label: 'Questions' },
      { value: 'event-vendor-info', label: 'Event Vendor Info' },
    ],
  },
  {
    label: 'User Settings',
    tabs: [
      { value: 'users', label: 'Users' },
      { value: 'permissions', label: 'Permissions' },
    ],
  },
  {
    label: 'Site Configuration',
    tabs: [
      { value: 'site-config', label: 'Site Config' },
      { value: 'content', label: 'Content Pages' },
    ],
  },
  {
    label: 'Analysis',
    tabs: [
      { value: 'scores', label: 'Scores' },
      { value: 'incomplete', label: 'Incomplete Submissions' },
      { value: 'averages', label: 'Average Scores' },
      { value: 'export', label: 'Export Data' },
    ],
  },
];

function StatefulTabs(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    >
      {props.groups
        .flatMap((group) => group.tabs)
        .map((tab) => (
          <TabPanel key={tab.value} value={tab.value}>
            {tab.label} panel
          </TabPanel>
        ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { groups: adminGroups, value: 'users', onChange: fn() },
  render: (args) => <StatefulTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminPanel: Story = {};
export const AnalysisSelected: Story = { args: { value: 'averages' } };
export const SingleRow: Story = {
  args: {
    'aria-label': 'Score views',
    value: 'list',
    groups: [
      {
        tabs: [
          { value: 'list', label: 'List' },
          { value: 'chart', label: 'Chart' },
          { value: 'archived', label: 'Archived', disabled: true },
        ],
      },
    ],
  },
};
