import type { Meta, StoryObj } from '@storybook/react';
import { RichText } from './RichText';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: {
    html:
      '<h2>Before you start</h2><p>Score every vendor on every question. <strong>No Vote</strong> abstains.</p>' +
      '<ul><li>Read the reference material</li><li>Attend the demonstrations</li></ul>' +
      '<table><tbody><tr><th>Day</th><th>Session</th></tr><tr><td>Monday</td><td>Demonstrations</td></tr></tbody></table>' +
      '<p><a href="https://example.org/guide.pdf" target="_blank">Evaluation guide</a></p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {};
export const ScriptsRemoved: Story = {
  args: { html: '<p onclick="alert(1)">Only this paragraph stays.</p><script>alert(1)</script><a href="javascript:alert(1)">a dead link</a>' },
};
export const Empty: Story = { args: { html: '' } };
