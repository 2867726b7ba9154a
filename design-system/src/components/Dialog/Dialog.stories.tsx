import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Textarea } from '../Textarea';
import { Dialog, type DialogProps } from './Dialog';

function DialogDemo({ defaultOpen = false, ...props }: Omit<DialogProps, 'open' | 'onClose'> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'View Score Details',
    description: 'Does the vendor meet the security requirements? — Vendor A (Example Company)',
    children: <p>Comments: Strong answers on encryption at rest; follow up on key rotation.</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: ({ open: _open, onClose: _onClose, ...args }) => (
    <DialogDemo {...args} defaultOpen footer={<Button variant="outline">Close</Button>} />
  ),
};

export const WithForm: Story = {
  render: () => (
    <DialogDemo
      defaultOpen
      title="Score Vendor"
      description="Does the vendor meet the security requirements? — Vendor A (Example Company)"
      size="lg"
      footer={
        <>
          <Button variant="outline">Cancel</Button>
          <Button>Save Score</Button>
        </>
      }
    >
      <FormField label="Detailed Feedback & Comments">
        <Textarea rows={6} />
      </FormField>
      <FormField label="Follow-up Questions & Action Items">
        <Textarea rows={4} />
      </FormField>
    </DialogDemo>
  ),
};

export const Closed: Story = {
  render: ({ open: _open, onClose: _onClose, ...args }) => <DialogDemo {...args} />,
};

export const LongContent: Story = {
  render: () => (
    <DialogDemo defaultOpen title="Edit Content" size="xl" footer={<Button>Save</Button>}>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>
          Paragraph {i + 1}: reference material can be long, so the dialog body scrolls while the title and the actions
          stay in place.
        </p>
      ))}
    </DialogDemo>
  ),
};
