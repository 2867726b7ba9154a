import { NO_VOTE, scoreLabel, type Question, type Score, type Vendor } from '@vsp/contract';
import { Button, Dialog, FormField, Heading, ScorePicker, Text, Textarea } from '@vsp/design-system';
import { CircleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSaveScore } from '../api/mutations';
import { Criterion, DetailSection, DetailText, FormError, ScoreForm, ScoreSummary, ScoreValue } from './ScoreDialog.styles';

const COMMENTS_LABEL = 'Detailed Feedback & Comments';
const FOLLOWUP_LABEL = 'Follow-up Questions & Action Items';
const REQUIRED_MESSAGE = "Please select a score or choose 'No Vote' before saving";
const SCORE_KEYS = new Set(['0', '1', '2', '3', '4', '5']);

export interface ScoreDialogProps {
  eventId: number;
  question: Question;
  vendor: Vendor;
  /** The user's saved score of this cell, if any: the dialog opens with it. */
  existing: Score | undefined;
  /** The event is not Active: show the saved score, change nothing. */
  readOnly: boolean;
  onClose: () => void;
}

/** Mount it per opened cell (keyed by the cell), so the form always starts from that cell's saved values. */
export function ScoreDialog({ eventId, question, vendor, existing, readOnly, onClose }: ScoreDialogProps) {
  const description = vendor.company ? `${vendor.name} · ${vendor.company}` : vendor.name;
  const criterion = (
    <Criterion>
      <Text weight="semibold">{question.text}</Text>
      {question.description && (
        <Text size="sm" tone="muted">
          {question.description}
        </Text>
      )}
    </Criterion>
  );

  if (readOnly && existing) {
    return (
      <Dialog open onClose={onClose} title="View Score Details" description={description} footer={<Button onClick={onClose}>Close</Button>}>
        {criterion}
        <ScoreSummary>
          <ScoreValue>{existing.score === NO_VOTE ? 'N/A' : existing.score}</ScoreValue>
          <Text as="span" tone="muted" weight="medium">
            {scoreLabel(existing.score)}
          </Text>
        </ScoreSummary>
        <Detail title={COMMENTS_LABEL} text={existing.comments} />
        <Detail title={FOLLOWUP_LABEL} text={existing.followupQuestions} />
      </Dialog>
    );
  }

  return (
    <EditScoreDialog
      eventId={eventId}
      question={question}
      vendor={vendor}
      existing={existing}
      description={description}
      criterion={criterion}
      onClose={onClose}
    />
  );
}

function Detail({ title, text }: { title: string; text: string | null }) {
  return (
    <DetailSection>
      <Heading level={3} size="md">
        {title}
      </Heading>
      {text?.trim() ? <DetailText>{text}</DetailText> : <Text tone="subtle">None</Text>}
    </DetailSection>
  );
}

interface EditScoreDialogProps extends Omit<ScoreDialogProps, 'readOnly'> {
  description: string;
  criterion: ReactNode;
}

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function EditScoreDialog({ eventId, question, vendor, existing, description, criterion, onClose }: EditScoreDialogProps) {
  const formId = useId();
  // Nothing is pre-selected for a new cell: the choice, a No Vote included, must be deliberate.
  const [score, setScore] = useState<number | null>(existing?.score ?? null);
  const [comments, setComments] = useState(existing?.comments ?? '');
  const [followup, setFollowup] = useState(existing?.followupQuestions ?? '');
  const [showRequired, setShowRequired] = useState(false);
  const { saveScore, saving } = useSaveScore(eventId);

  const pick = (value: number) => {
    setScore(value);
    setShowRequired(false);
  };

  const save = async () => {
    if (saving) return;
    if (score === null) {
      setShowRequired(true);
      return;
    }
    const saved = await saveScore({
      questionId: question.id,
      vendorId: vendor.id,
      score,
      comments: comments.trim() ? comments : null,
      followupQuestions: followup.trim() ? followup : null,
    });
    if (saved) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  // Digits pick a score and Enter saves wherever the focus is in the dialog, except in a text box
  // (where they are text) and on a push button (where Enter presses it). Escape is the dialog's own.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return;
    if (SCORE_KEYS.has(event.key)) {
      event.preventDefault();
      pick(Number(event.key));
    } else if (event.key === 'Enter') {
      const onPushButton = event.target instanceof HTMLButtonElement && event.target.getAttribute('role') !== 'radio';
      if (onPushButton) return;
      event.preventDefault();
      void save();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Score Vendor"
      description={description}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={saving} pendingLabel="Saving...">
            Save Score
          </Button>
        </>
      }
    >
      <ScoreForm id={formId} onSubmit={onSubmit} noValidate>
        {criterion}
        <div>
          <ScorePicker value={score} onChange={pick} />
          {showRequired && (
            <FormError role="alert">
              <CircleAlert size={14} aria-hidden />
              {REQUIRED_MESSAGE}
            </FormError>
          )}
        </div>
        <FormField label={COMMENTS_LABEL}>
          <Textarea rows={6} value={comments} onChange={(event) => setComments(event.target.value)} />
        </FormField>
        <FormField label={FOLLOWUP_LABEL}>
          <Textarea rows={4} value={followup} onChange={(event) => setFollowup(event.target.value)} />
        </FormField>
      </ScoreForm>
    </Dialog>
  );
}
