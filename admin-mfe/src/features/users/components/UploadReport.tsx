import { plural } from '@vsp/contract';
import { Banner, Button, ProgressBar, Text, Toolbar } from '@vsp/design-system';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { saveFile } from '../../../lib/download';
import { reportFileName, uploadReportCsv, type UploadRun } from '../utils/upload';

const List = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding-left: ${({ theme }) => theme.space[5]};
  max-height: 240px;
  overflow-y: auto;
`;

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 40rem;

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export interface UploadReportProps {
  report: UploadRun | null;
  onCancel: () => void;
  onDismiss: () => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "500 of 1,203 rows processed". */
const rowsProcessed = (report: UploadRun) => `${count(report.processed)} of ${count(report.total)} ${report.total === 1 ? 'row' : 'rows'} processed`;

/** Why the upload stopped before the end, and which rows it left unsent. */
function stopSentence(report: UploadRun): string | null {
  if (report.status === 'sending' || report.status === 'finished') return null;
  const first = report.unsent[0];
  const unsent = first ? ` ${plural(report.unsent.length, 'row was', 'rows were')} not sent, from line ${first.line} on.` : '';
  if (report.status === 'cancelled') return `Cancelled after ${rowsProcessed(report)}.${unsent}`;
  if (report.status === 'expired') return `${report.error ?? ''} The upload stopped after ${rowsProcessed(report)}.${unsent} Upload them again after signing in.`;
  return `The upload stopped after ${rowsProcessed(report)}: ${report.error ?? ''}${unsent}`;
}

/** The upload under way (rows processed, Cancel), then why each row of it did not become a user. */
export function UploadReport({ report, onCancel, onDismiss }: UploadReportProps) {
  if (!report) return null;

  if (report.status === 'sending') {
    return (
      <Wrapper>
        <Progress role="group" aria-label="Upload progress">
          <ProgressBar label="Rows processed" value={report.total > 0 ? (report.processed / report.total) * 100 : 0} />
          <Text as="span" size="sm" tone="muted" aria-live="polite">
            {rowsProcessed(report)}
          </Text>
          <Button variant="outline" size="sm" onClick={onCancel} pending={report.cancelRequested} pendingLabel="Cancelling...">
            Cancel upload
          </Button>
        </Progress>
      </Wrapper>
    );
  }

  const { problems } = report;
  const stopped = stopSentence(report);
  if (problems.length === 0 && stopped === null) return null;
  const title = problems.length > 0 ? `${problems.length} ${problems.length === 1 ? 'row was' : 'rows were'} not imported` : 'The upload did not finish';
  const downloadReport = () => saveFile(new Blob([uploadReportCsv(report)], { type: 'text/csv;charset=utf-8' }), reportFileName(report.fileName));

  return (
    <Wrapper>
      <Banner variant={report.status === 'failed' || report.status === 'expired' ? 'destructive' : 'warning'} title={title}>
        <Text size="sm">
          {plural(report.created, 'user')} created.{stopped && ` ${stopped}`}
        </Text>
        {problems.length > 0 && (
          <List aria-label="Rows not imported">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                Line {problem.line}
                {problem.username ? ` (${problem.username})` : ''}: {problem.message}
              </li>
            ))}
          </List>
        )}
        <Toolbar>
          <Button variant="outline" size="sm" icon={<Download size={14} aria-hidden />} onClick={downloadReport}>
            Download report (CSV)
          </Button>
          <Button variant="outline" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </Toolbar>
      </Banner>
    </Wrapper>
  );
}
