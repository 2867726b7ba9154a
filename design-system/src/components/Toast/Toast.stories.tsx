import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import { dismissToast, toast, type ToastOptions } from './toastStore';

/** Raises one toast on mount and keeps it up, so the story shows it without a click. */
function ShowToast(options: ToastOptions) {
  useEffect(() => {
    const handle = toast({ duration: Infinity, ...options });
    return () => handle.dismiss();
  }, [options]);
  return <Toaster />;
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => {
      useEffect(() => () => dismissToast(), []);
      return (
        <div style={{ minHeight: 240 }}>
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = { title: 'Score Saved', description: 'Your score has been successfully saved', variant: 'success' } as const;
const failed = {
  title: 'No email addresses found',
  description: 'None of the incomplete users have email addresses on file.',
  variant: 'destructive',
} as const;

export const Success: Story = { render: () => <ShowToast {...saved} /> };
export const Destructive: Story = { render: () => <ShowToast {...failed} /> };
export const Default: Story = { render: () => <ShowToast title="Success" description="Welcome to Vendor Scoring Portal" /> };
export const LongText: Story = {
  render: () => (
    <ShowToast
      title="Successfully created 48 users"
      description="2 rows failed: username jordan.example already exists; username sam.sample is longer than fifty characters allowed."
    />
  ),
};

export const Playground: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button onClick={() => toast(saved)}>Save score</Button>
      <Button variant="destructive" onClick={() => toast(failed)}>
        Fail
      </Button>
      <Button variant="outline" onClick={() => toast({ title: 'Content updated successfully' })}>
        Plain
      </Button>
      <Toaster />
    </div>
  ),
};
