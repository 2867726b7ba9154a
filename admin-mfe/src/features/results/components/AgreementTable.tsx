import type { EventAgreement, Question } from '@vsp/contract';
import { Stack, Table, Text, type TableColumn } from '@vsp/design-system';
import { agreementText } from '../utils/format';

interface AgreementRow {
  questionId: number;
  text: string;
  section: string | null;
  alpha: number | null;
}

const columns: TableColumn<AgreementRow>[] = [
  { key: 'question', header: 'Question', cell: (row) => row.text },
  { key: 'section', header: 'Section', cell: (row) => row.section ?? '' },
  { key: 'alpha', header: 'Alpha', align: 'right', cell: (row) => agreementText(row.alpha).alpha },
  { key: 'reading', header: 'Reading', cell: (row) => agreementText(row.alpha).reading },
];

export interface AgreementTableProps {
  agreement: EventAgreement;
  /** The event's active questions in heat map order; the table follows it. */
  questions: readonly Question[];
}

/** How far the evaluators agree, overall and per question, with the usual reading of Krippendorff's alpha. */
export function AgreementTable({ agreement, questions }: AgreementTableProps) {
  const alphaOf = new Map(agreement.questions.map((question) => [question.questionId, question.alpha]));
  const rows = questions.map((question) => ({
    questionId: question.id,
    text: question.text,
    section: question.section,
    alpha: alphaOf.get(question.id) ?? null,
  }));
  const overall = agreementText(agreement.alpha);
  return (
    <Stack gap={3}>
      <Text>
        Overall agreement (Krippendorff&apos;s alpha): <strong>{overall.alpha}</strong>, {overall.reading}
      </Text>
      <Text size="sm" tone="muted">
        Alpha reads 0.80 and above as Reliable, 0.667 up to 0.80 as Tentative and below 0.667 as Low. It is not measurable while no vendor has
        two ratings or while every rating is the same.
      </Text>
      <Table caption="Agreement per question" captionHidden columns={columns} rows={rows} getRowId={(row) => row.questionId} />
    </Stack>
  );
}
