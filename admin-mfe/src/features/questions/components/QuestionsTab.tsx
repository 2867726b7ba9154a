import { QUESTION_KIND_LABELS, type Question } from '@vsp/contract';
import { Badge, Button, ConfirmDialog, Table, Text, type TableColumn } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminQuestions } from '../../../lib/api/useAdminQuestions';
import { RowActions } from '../../../lib/components/RowActions';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useRecordDelete } from '../../../lib/records';
import { sortQuestions, type QuestionRow } from '../utils/questions';
import { QuestionFormDialog } from './QuestionFormDialog';

type Editing = { question?: Question } | null;

/** A dash in the muted tone where a question has no value, at the table's own size. */
function NoValue() {
  return (
    <Text as="span" size="inherit" tone="muted">
      —
    </Text>
  );
}

export function QuestionsTab() {
  const questions = useAdminQuestions();
  const events = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const { deleting, ask, confirmDialog } = useRecordDelete('questions');

  const failed = questions.error ? questions : events.error ? events : null;
  if (failed) return <LoadError what="questions" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!questions.data || !events.data) return <TabSkeleton label="Loading questions..." />;

  const rows = sortQuestions(questions.data, events.data);

  const columns: TableColumn<QuestionRow>[] = [
    { key: 'event', header: 'Event', cell: (row) => row.eventName },
    {
      key: 'question',
      header: 'Question',
      cell: (row) => (
        <>
          {row.text}
          {row.description && (
            <Text as="div" size="sm" tone="muted">
              {row.description}
            </Text>
          )}
        </>
      ),
    },
    { key: 'section', header: 'Section', cell: (row) => row.section ?? <NoValue /> },
    { key: 'kind', header: 'Kind', cell: (row) => QUESTION_KIND_LABELS[row.kind] },
    // A pass/fail question carries no weight and has no minimum.
    { key: 'weight', header: 'Weight', align: 'right', cell: (row) => (row.kind === 'scale' ? row.weight : <NoValue />) },
    { key: 'minimum', header: 'Minimum', align: 'right', cell: (row) => row.minimum ?? <NoValue /> },
    { key: 'order', header: 'Order', align: 'right', cell: (row) => row.order },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (row.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => <RowActions name={row.text} onEdit={() => setEditing({ question: row })} onDelete={() => ask(row)} />,
    },
  ];

  return (
    <section aria-label="Questions">
      <TabHeader
        title="Questions"
        description="Evaluation criteria of each event, by event name and then order."
        actions={
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({})} disabled={events.data.length === 0}>
            Add Question
          </Button>
        }
      />
      <Table
        caption="Questions"
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        emptyState={events.data.length === 0 ? 'Create an event first, then add its questions.' : 'No questions yet'}
      />
      {editing && <QuestionFormDialog row={editing.question} events={events.data} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...confirmDialog}
        title="Delete Question"
        message={`Are you sure you want to delete the question "${deleting?.text ?? ''}"? This will also delete all associated scores.`}
      />
    </section>
  );
}
