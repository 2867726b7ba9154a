import {
  agendaPagePath,
  allowsScoring,
  displayEventStatus,
  SCORING_ONLY_WHEN_ACTIVE,
  type CurrentUser,
  type Declaration,
  type Vendor,
} from '@vsp/contract';
import { Banner, Button, ButtonLink, Card, Dialog, Heading, ScoreScale, Skeleton, SkeletonGroup, Stack } from '@vsp/design-system';
import { CalendarDays } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseEventId } from '../../../lib/eventId';
import { EventNotFound, ScoringNotAvailable } from '../../../lib/EventUnavailable';
import { LoadFailure } from '../../../lib/LoadFailure';
import { PageLayout } from '../../../lib/PageLayout';
import { eventProgress, isEventComplete } from '../../../lib/progress';
import { ScreenHeader, TitleRow } from '../../../lib/ScreenHeader';
import { useScoringData } from '../api/hooks';
import { dropOldDrafts } from '../utils/drafts';
import { cellKey, formatDay, indexScores } from '../utils/grid';
import { ScoreDialog } from './ScoreDialog';
import { ScoringGrid } from './ScoringGrid';
import { BackToEvents, ProgressFigures, ScoringHeader } from './ScoringHeader';
import { ProgressBox } from './ScoringScreen.styles';

export interface ScoringScreenProps {
  user: CurrentUser;
  /**
   * The conflict-of-interest form (the declarations feature's): in place of the grid before the first
   * score in an event that requires a declaration, and in a dialog to change it. The app passes it in,
   * since a feature does not import another.
   */
  DeclarationForm: ComponentType<{
    eventId: number;
    /** The event's active vendors, in their order. */
    vendors: readonly Vendor[];
    /** The declaration being changed; none for the first one. */
    current?: Declaration;
    onDeclared?: () => void;
  }>;
  /** "Submit evaluation" (the submission feature's), passed in by the app for the same reason. */
  SubmitEvaluation: ComponentType<{ eventId: number; eventName: string; complete: boolean }>;
}

export function ScoringScreen({ user, DeclarationForm, SubmitEvaluation }: ScoringScreenProps) {
  const screen = useScoringData(parseEventId(useParams().eventId));
  const [openCell, setOpenCell] = useState<{ questionId: number; vendorId: number } | null>(null);
  const [changingDeclaration, setChangingDeclaration] = useState(false);
  // Abandoned drafts of this user are tidied away; another user's are never read.
  useEffect(() => dropOldDrafts(user.id), [user.id]);

  switch (screen.status) {
    case 'not-found':
      return <EventNotFound />;
    case 'forbidden':
      return <ScoringNotAvailable />;
    case 'failed':
      return (
        <PageLayout>
          <LoadFailure title="This event could not be loaded" error={screen.error} onRetry={screen.retry} />
        </PageLayout>
      );
    case 'loading':
      return <ScoringSkeleton />;
  }

  const { event, questions, vendors, scores, submission, declaration: declared, vendorInfo, vendorFiles, schedules, venueText } = screen.data;
  const acceptsScoring = allowsScoring(event.status);
  // A submitted evaluation reads like an event that is not Active: scored cells open read-only.
  const readOnly = !acceptsScoring || submission !== undefined;
  const conflicts = new Set(declared?.conflicts ?? []);
  // Before the first score in an event that requires it, the evaluator declares their conflicts of interest.
  const needsDeclaration = event.requireDeclaration && !declared && !readOnly;
  // A declared vendor's scores stay readable, never editable.
  const cellReadOnly = (vendorId: number) => readOnly || conflicts.has(vendorId);
  const progressData = { scores, questions, vendors, conflicts: new Map([[event.id, [...conflicts]]]) };
  const progress = eventProgress(event.id, progressData);
  const canScore = !readOnly && !needsDeclaration;
  // The agenda is offered once the event has at least one presentation slot.
  const agendaLink = schedules.length ? (
    <ButtonLink as={Link} to={agendaPagePath(event.id)} size="sm" variant="outline" icon={<CalendarDays size={16} aria-hidden />}>
      Agenda
    </ButtonLink>
  ) : null;
  const opened = openCell && {
    question: questions.find((q) => q.id === openCell.questionId),
    vendor: vendors.find((v) => v.id === openCell.vendorId),
    existing: indexScores(scores).get(cellKey(openCell.questionId, openCell.vendorId)),
  };

  return (
    <PageLayout wide>
      <ScoringHeader
        title={`${event.name} Scoring`}
        subtitle={
          readOnly
            ? 'Read-only view - Click on scored items to view details and comments'
            : 'Score each vendor for every evaluation criteria'
        }
        progress={<ProgressFigures percent={progress} />}
        actions={
          (agendaLink || canScore) && (
            <>
              {agendaLink}
              {canScore && declared && (
                <Button size="sm" variant="outline" onClick={() => setChangingDeclaration(true)}>
                  Change declaration
                </Button>
              )}
              {canScore && <SubmitEvaluation eventId={event.id} eventName={event.name} complete={isEventComplete(event.id, progressData)} />}
            </>
          )
        }
      />
      {submission && (
        <Banner variant="success" title={`Evaluation submitted on ${formatDay(submission.submittedAt)}`}>
          Your scores for this event can no longer be changed. You can view them and their comments by clicking on them.
        </Banner>
      )}
      {!acceptsScoring && (
        <Banner variant="warning" title={`Event Status: ${displayEventStatus(event.status)}`}>
          {SCORING_ONLY_WHEN_ACTIVE}. You can view existing scores and comments by clicking on them.
        </Banner>
      )}
      {needsDeclaration ? (
        <Card>
          <Heading level={2} size="lg">
            Declare any conflicts of interest
          </Heading>
          <DeclarationForm eventId={event.id} vendors={vendors} />
        </Card>
      ) : (
        <ScoringGrid
          eventId={event.id}
          eventName={event.name}
          questions={questions}
          vendors={vendors}
          scores={scores}
          vendorInfo={vendorInfo}
          vendorFiles={vendorFiles}
          schedules={schedules}
          startDate={event.startDate}
          venueText={venueText}
          readOnly={readOnly}
          conflicts={conflicts}
          onOpenCell={(questionId, vendorId) => setOpenCell({ questionId, vendorId })}
        />
      )}
      {declared && (
        <Dialog open={changingDeclaration} onClose={() => setChangingDeclaration(false)} title="Change your declaration" size="lg">
          <DeclarationForm eventId={event.id} vendors={vendors} current={declared} onDeclared={() => setChangingDeclaration(false)} />
        </Dialog>
      )}
      <ScoreScale />
      {openCell && opened?.question && opened.vendor && (!cellReadOnly(opened.vendor.id) || opened.existing) && (
        <ScoreDialog
          key={cellKey(openCell.questionId, openCell.vendorId)}
          userId={user.id}
          eventId={event.id}
          question={opened.question}
          vendor={opened.vendor}
          existing={opened.existing}
          readOnly={cellReadOnly(opened.vendor.id)}
          onClose={() => setOpenCell(null)}
        />
      )}
    </PageLayout>
  );
}

/** The screen's frame at its final size while the event loads, so nothing jumps when it arrives. */
function ScoringSkeleton() {
  return (
    <PageLayout wide>
      <ScreenHeader>
        <BackToEvents />
        <SkeletonGroup label="Loading event..." gap={6}>
          <TitleRow>
            <Stack gap={1}>
              <Skeleton width={320} height={30} />
              <Skeleton width={360} height={16} />
            </Stack>
            <ProgressBox>
              <Skeleton width={100} height={14} />
              <Skeleton width={60} height={24} />
              <Skeleton height={8} />
            </ProgressBox>
          </TitleRow>
          <Skeleton height={420} radius="lg" />
        </SkeletonGroup>
      </ScreenHeader>
    </PageLayout>
  );
}
