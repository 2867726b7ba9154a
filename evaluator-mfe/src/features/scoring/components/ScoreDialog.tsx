import { NO_VOTE, PASS_FAIL_SCORES, passFailLabel, scoreLabel, type Question, type Score, type Vendor } from '@vsp/contract';
import { Banner, Button, Dialog, FormField, FormLayout, Heading, Inline, ScorePicker, Stack, Text, Textarea } from '@vsp/design-system';
import { CircleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSaveScore, type SaveOutcome } from '../api/mutations';
import { useScoreDraft } from '../hooks/useScoreDraft';
import { formatDraftTime } from '../utils/drafts';
import { Criterion, DetailText, FormError, ScoreValue } from './ScoreDialog.styles';

const COMMENTS_LABEL = 'Detailed Feedback & Comments';
const FOLLOWUP_LABEL = 'Follow-up Questions & Action Items';
const REQUIRED_MESSAGE = "Please select a score or choose 'No Vote' before saving";
const SCORE_KEYS = new Set(['0', '1', '2', '3', '4', '5']);

export interface ScoreDialogProps {
  /** The signed-in user: drafts are kept per user, so nobody else's ever shows. */
  userId: number;
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
export function ScoreDialog({ userId, eventId, question, vendor, existing, readOnly, onClose }: ScoreDialogProps) {
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
        <Inline gap={3} align="baseline" wrap={false}>
          {question.kind === 'passFail' ? (
            <ScoreValue>{passFailLabel(existing.score)}</ScoreValue>
          ) : (
            <>
              <ScoreValue>{existing.score === NO_VOTE ? 'N/A' : existing.score}</ScoreValue>
              <Text as="span" tone="muted" weight="medium">
                {scoreLabel(existing.score)}
              </Text>
            </>
          )}
        </Inline>
        <Detail title={COMMENTS_LABEL} text={existing.comments} />
        <Detail title={FOLLOWUP_LABEL} text={existing.followupQuestions} />
      </Dialog>
    );
  }

  return (
    <EditScoreDialog
      userId={userId}
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
    <Stack as="section" gap={1}>
      <Heading level={3} size="md">
        {title}
      </Heading>
      {text?.trim() ? <DetailText>{text}</DetailText> : <Text tone="subtle">None</Text>}
    </Stack>
  );
}

interface EditScoreDialogProps extends Omit<ScoreDialogProps, 'readOnly'> {
  description: string;
  criterion: ReactNode;
}

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function EditScoreDialog({ userId, eventId, question, vendor, existing, description, criterion, onClose }: EditScoreDialogProps) {
  const formId = useId();
  // Nothing is pre-selected for a new cell: the choice, a No Vote included, must be deliberate. A draft
  // of the cell comes back as it was left.
  const draft = useScoreDraft({ userId, eventId, vendorId: vendor.id, questionId: question.id }, existing);
  const { score, comments, followupQuestions } = draft.values;
  const [showRequired, setShowRequired] = useState(false);
  const [problem, setProblem] = useState<SaveOutcome | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const { saveScore, saving } = useSaveScore(eventId);

  const pick = (value: number) => {
    draft.update({ score: value });
    setShowRequired(false);
  };

  const save = async () => {
    if (saving) return;
    if (score === null) {
      setShowRequired(true);
      return;
    }
    const outcome = await saveScore({
      questionId: question.id,
      vendorId: vendor.id,
      score,
      comments: comments.trim() ? comments : null,
      followupQuestions: followupQuestions.trim() ? followupQuestions : null,
    });
    if (outcome === 'saved') {
      draft.forget();
      onClose();
    } else {
      // The draft stays in any case: whatever went wrong, what was typed is still there next time.
      setProblem(outcome);
    }
  };

  // The restored notice puts "Discard draft" first in the dialog, but the focus starts on the score
  // choice, as at every opening (an Enter meant to save must never throw the draft away), and
  // returns there once the notice is gone with the discarded draft.
  useEffect(() => {
    pickerRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  }, [draft.restoredAt]);

  // The notice sits under the text boxes, which can be scrolled out of sight in a short window.
  useEffect(() => {
    problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const discard = () => {
    draft.discard();
    setShowRequired(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  // Digits pick a score and Enter saves wherever the focus is in the dialog, except in a text box
  // (where they are text) and on a push button (where Enter presses it). Escape is the dialog's own.
  // On a pass/fail question only the stored answers are digits: 5 Pass, 1 Fail, 0 No Vote.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return;
    if (SCORE_KEYS.has(event.key) && (question.kind === 'scale' || PASS_FAIL_SCORES.includes(Number(event.key)))) {
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
      <FormLayout id={formId} onSubmit={onSubmit} noValidate>
        {draft.restoredAt && (
          <Banner variant="info">
            <Inline justify="between">
              <span>Restored your unsaved changes from {formatDraftTime(draft.restoredAt)}.</span>
              <Button variant="outline" size="sm" onClick={discard}>
                Discard draft
              </Button>
            </Inline>
          </Banner>
        )}
        {criterion}
        <Stack gap={2}>
          <ScorePicker ref={pickerRef} kind={question.kind} value={score} onChange={pick} />
          {showRequired && (
            <FormError role="alert">
              <CircleAlert size={14} aria-hidden />
              {REQUIRED_MESSAGE}
            </FormError>
          )}
        </Stack>
        <FormField label={COMMENTS_LABEL}>
          <Textarea rows={6} value={comments} onChange={(event) => draft.update({ comments: event.target.value })} />
        </FormField>
        <FormField label={FOLLOWUP_LABEL}>
          <Textarea rows={4} value={followupQuestions} onChange={(event) => draft.update({ followupQuestions: event.target.value })} />
        </FormField>
        {problem === 'offline' && (
          <Banner ref={problemRef} variant="destructive" title="The network is unreachable">
            <Inline justify="between">
              <span>Your score was not saved, but nothing you typed is lost.</span>
              <Button variant="outline" size="sm" pending={saving} onClick={() => void save()}>
                Retry
              </Button>
            </Inline>
          </Banner>
        )}
        {problem === 'signed-out' && (
          <Banner ref={problemRef} variant="warning" title="Your session has ended">
            Reload the page and sign in again. Nothing you typed is lost: it comes back when you reopen this cell.
          </Banner>
        )}
      </FormLayout>
    </Dialog>
  );
}
