import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { accept: '.csv,text/csv', onFileSelect: fn(), children: 'Upload CSV' },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { pending: true, pendingLabel: 'Uploading...' } };
export const Disabled: Story = { args: { disabled: true } };
