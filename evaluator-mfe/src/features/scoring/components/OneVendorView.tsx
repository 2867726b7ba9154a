import type { Question, Score, Vendor, VendorFile } from '@vsp/contract';
import { Button, ScoreCell, Stack } from '@vsp/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { canOpenCell, cellKey, hasComments } from '../utils/grid';
import { CELL_SIZE } from './ScoringGrid.styles';
import { Pager, Position, QuestionItem, QuestionList, VendorCard, VendorWhenWhere } from './OneVendorView.styles';
import { QuestionLabel } from './QuestionLabel';
import { VendorColumnHeader } from './VendorColumnHeader';

export interface OneVendorViewProps {
  eventName: string;
  questions: readonly Question[];
  /** At least one vendor, in their order. */
  vendors: readonly Vendor[];
  scoreByCell: ReadonlyMap<string, Score>;
  infoByVendor: ReadonlyMap<number, string>;
  filesOf: ReadonlyMap<number, readonly VendorFile[]>;
  /** What the wide grid shows under each vendor's column, in the vendors' order. */
  footers: readonly { when: string | null; where: string | null }[];
  readOnly: boolean;
  conflicts: ReadonlySet<number>;
  onOpenCell: (questionId: number, vendorId: number) => void;
}

/**
 * The scoring grid on a phone: one vendor's column at a time, as a list of its questions, with
 * Previous and Next between the vendors. The cells, their names and when they open are the grid's.
 */
export function OneVendorView({
  eventName,
  questions,
  vendors,
  scoreByCell,
  infoByVendor,
  filesOf,
  footers,
  readOnly,
  conflicts,
  onOpenCell,
}: OneVendorViewProps) {
  const [index, setIndex] = useState(0);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A vendor made inactive while the screen is open shortens the list under the position.
  const last = vendors.length - 1;
  const current = Math.min(index, last);
  const vendor = vendors[current];
  const footer = footers[current];
  const vendorReadOnly = readOnly || conflicts.has(vendor.id);

  // The button pressed is disabled at either end; the focus moves to the other one, enabled by then, rather than being lost.
  const show = (target: number) => {
    flushSync(() => setIndex(target));
    if (target === 0) nextRef.current?.focus();
    else if (target === last) previousRef.current?.focus();
  };

  return (
    <Stack as="section" gap={3} aria-label={`${eventName} scores`}>
      <Pager>
        <Button
          variant="outline"
          size="sm"
          icon={<ChevronLeft size={16} aria-hidden />}
          ref={previousRef}
          aria-label="Previous vendor"
          disabled={current === 0}
          onClick={() => show(current - 1)}
        >
          Previous
        </Button>
        <Position aria-live="polite">
          Vendor {current + 1} of {vendors.length}
        </Position>
        <Button
          variant="outline"
          size="sm"
          ref={nextRef}
          aria-label="Next vendor"
          disabled={current === last}
          onClick={() => show(current + 1)}
        >
          Next
          <ChevronRight size={16} aria-hidden />
        </Button>
      </Pager>
      <VendorCard>
        <VendorColumnHeader vendor={vendor} info={infoByVendor.get(vendor.id)} conflict={conflicts.has(vendor.id)} files={filesOf.get(vendor.id)} />
        {footer && (footer.when || footer.where) && (
          <VendorWhenWhere>
            {footer.when && <div>{footer.when}</div>}
            {footer.where && <div>{footer.where}</div>}
          </VendorWhenWhere>
        )}
      </VendorCard>
      <QuestionList>
        {questions.map((question) => {
          const score = scoreByCell.get(cellKey(question.id, vendor.id));
          return (
            <QuestionItem key={question.id}>
              <QuestionLabel question={question} />
              <ScoreCell
                label={`${vendor.name}, ${question.text}`}
                score={score?.score}
                kind={question.kind}
                hasComments={hasComments(score)}
                size={CELL_SIZE}
                disabled={!canOpenCell(vendorReadOnly, score)}
                onClick={() => onOpenCell(question.id, vendor.id)}
              />
            </QuestionItem>
          );
        })}
      </QuestionList>
    </Stack>
  );
}
