import { callApi, useAction } from '@vsp/api-client';
import { ACTIVE_STATUS, api, staleAfter, type AwardVendor, type EventDecision, type ScoringEvent } from '@vsp/contract';
import { Badge, Banner, Button, Inline, Stack, Text } from '@vsp/design-system';
import { FileText, Undo2 } from 'lucide-react';
import styled from 'styled-components';
import { DownloadButton } from '../../../lib/components/DownloadButton';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventAward } from '../api/award';
import { useEventDecision } from '../api/decision';
import { DECISION_STATE_LABELS, DECISION_STEP_LABELS } from '../utils/decision';
import { ApprovalForm } from './ApprovalForm';
import { RecommendationForm } from './RecommendationForm';
import { ViewPart } from './ViewPart';

const Hash = styled.code`
  overflow-wrap: anywhere;
`;

const History = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string) => dateTime.format(new Date(at));

/** Withdraws the recommendation awaiting approval: the recommender or another administrator may. */
function WithdrawButton({ eventId }: { eventId: number }) {
  const { run, pending } = useAction();
  const withdraw = () =>
    run(() => callApi(api.decision.withdraw, { params: { eventId } }), {
      stale: staleAfter.decisionChange(eventId),
      success: { title: 'Recommendation withdrawn' },
      failure: 'Failed to withdraw the recommendation',
    });
  return (
    <div>
      <Button variant="outline" icon={<Undo2 size={16} aria-hidden />} pending={pending} pendingLabel="Withdrawing..." onClick={() => void withdraw()}>
        Withdraw recommendation
      </Button>
    </div>
  );
}

/** The next step the decision's state allows, or why none can be taken now. */
function NextStep({ event, decision, vendors }: { event: ScoringEvent; decision: EventDecision; vendors: readonly AwardVendor[] }) {
  if (decision.state === 'approved') return null;
  if (decision.state === 'recommended') {
    return (
      <ViewPart title="Approval">
        <WithdrawButton eventId={event.id} />
        {decision.approverRule ? <Banner variant="info">{decision.approverRule}</Banner> : <ApprovalForm eventId={event.id} />}
      </ViewPart>
    );
  }
  return (
    <ViewPart title="Recommendation">
      {event.status === ACTIVE_STATUS ? (
        <Banner variant="info">Scoring is still open: a vendor can be recommended once the event is no longer Active.</Banner>
      ) : vendors.some((vendor) => !vendor.excluded) ? (
        <RecommendationForm eventId={event.id} vendors={vendors} />
      ) : (
        <Text tone="muted">No vendor is in the award, so none can be recommended: see the reasons in the Award view.</Text>
      )}
    </ViewPart>
  );
}

/**
 * The decision of one event: its state, the recommendation and the approval by another
 * administrator (separated duties), the evaluation report (a draft until approved, then the stored
 * final report with its SHA-256), the debrief letters once approved, and every step taken.
 */
export function DecisionView({ event }: { event: ScoringEvent }) {
  const decision = useEventDecision(event.id);
  const award = useEventAward(event.id);

  const failed = [decision, award].find((query) => query.error);
  if (failed) return <LoadError what="the decision" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!decision.data || !award.data) return <TabSkeleton label="Loading the decision..." />;

  const { state, recommendation, approval, report, history } = decision.data;
  const vendors = award.data.vendors;
  const nameOf = (vendorId: number | null) => vendors.find((vendor) => vendor.vendorId === vendorId)?.name ?? `Vendor ${vendorId}`;
  const final = report !== null;

  return (
    <Stack gap={6}>
      <Text>
        State: <Badge variant={state === 'approved' ? 'success' : state === 'recommended' ? 'warning' : 'neutral'}>{DECISION_STATE_LABELS[state]}</Badge>
      </Text>
      {recommendation && (
        <ViewPart title={`Recommended: ${nameOf(recommendation.vendorId)}`}>
          <Text>{recommendation.rationale}</Text>
          <Text size="sm" tone="muted">{`By ${recommendation.byName ?? 'a deleted user'} on ${when(recommendation.at)}.`}</Text>
          {approval && (
            <Text>{`Approved by ${approval.byName ?? 'a deleted user'} on ${when(approval.at)}${approval.comment ? `: ${approval.comment}` : '.'}`}</Text>
          )}
        </ViewPart>
      )}
      <NextStep event={event} decision={decision.data} vendors={vendors} />
      <ViewPart title="Evaluation report">
        <Text size="sm" tone="muted">
          {final
            ? 'The final report, made and stored at approval: every download returns exactly these bytes.'
            : 'A draft, marked DRAFT on every page and made afresh at each download; the final report is made once at approval.'}
        </Text>
        {report && (
          <Text size="sm">
            SHA-256: <Hash>{report.sha256}</Hash>
          </Text>
        )}
        <Inline gap={3}>
          <DownloadButton path={api.decision.report.path({ eventId: event.id })} fileName={`evaluation-report-event-${event.id}.pdf`} icon={<FileText size={16} aria-hidden />}>
            {final ? 'Download the final report' : 'Download the draft report'}
          </DownloadButton>
        </Inline>
      </ViewPart>
      {state === 'approved' && (
        <ViewPart title="Debriefs">
          <Text size="sm" tone="muted">One letter to each vendor: its scores beside the winner&apos;s, its rank, and the reasons if it was excluded. It names no other vendor and no evaluator.</Text>
          <Inline gap={3}>
            <DownloadButton path={api.decision.debriefs.path({ eventId: event.id })} fileName={`debriefs-event-${event.id}.zip`} icon={<FileText size={16} aria-hidden />}>
              Download every debrief (zip)
            </DownloadButton>
            {vendors.map((vendor) => (
              <DownloadButton
                key={vendor.vendorId}
                variant="outline"
                path={api.decision.debrief.path({ eventId: event.id, vendorId: vendor.vendorId })}
                fileName={`debrief-${vendor.vendorId}.pdf`}
              >
                {`Debrief for ${vendor.name}`}
              </DownloadButton>
            ))}
          </Inline>
        </ViewPart>
      )}
      {history.length > 0 && (
        <ViewPart title="History">
          <History>
            {history.map((step) => (
              <li key={`${step.step}:${step.at}`}>
                <strong>{DECISION_STEP_LABELS[step.step]}</strong>
                {step.vendorId !== null && ` ${nameOf(step.vendorId)}`}
                {` by ${step.byName ?? 'a deleted user'} on ${when(step.at)}`}
                {step.text && `: ${step.text}`}
              </li>
            ))}
          </History>
        </ViewPart>
      )}
    </Stack>
  );
}
