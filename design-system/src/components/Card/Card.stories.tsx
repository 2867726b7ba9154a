import { Lock } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Card, type CardProps } from './Card';
import { CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.styles';

function EventCard({ locked, ...props }: CardProps & { locked?: boolean }) {
  return (
    <Card interactive={!locked} disabled={locked} style={{ maxWidth: 360 }} {...props}>
      <CardHeader>
        <CardTitle>Spring Technology Review</CardTitle>
        {locked ? <Lock size={18} aria-label="No access" role="img" /> : <StatusBadge status="Active" />}
      </CardHeader>
      <CardContent>
        <CardDescription>Evaluate cloud hosting vendors against the new infrastructure criteria.</CardDescription>
        <CardDescription>40% complete</CardDescription>
      </CardContent>
      <CardFooter>
        <Button fullWidth disabled={locked}>
          {locked ? 'Scoring Not Available' : 'Start Scoring'}
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Layout/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EventSummary: Story = { render: () => <EventCard /> };
export const Locked: Story = { render: () => <EventCard locked /> };
export const Plain: Story = {
  args: { children: 'A card groups related content on a surface.', padding: 'md' },
};
export const LongText: Story = {
  render: () => (
    <Card style={{ maxWidth: 320 }}>
      <CardTitle>An event name that keeps going well beyond what fits on a single line of the card</CardTitle>
      <CardDescription>
        Averylongwordwithoutanybreakopportunitiesthatmustwrapinsteadofoverflowingthecard and some more text.
      </CardDescription>
    </Card>
  ),
};
