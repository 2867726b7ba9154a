import {
  isValidMinimum,
  isValidWeight,
  LIMITS,
  MINIMUM_INVALID,
  QUESTION_WEIGHT,
  WEIGHT_INVALID,
  type Question,
  type QuestionKind,
  type QuestionPayload,
  type ScoringEvent,
} from '@vsp/contract';
import { collectErrors, maxLength, orderError, required, toNullable, toOrder, type FieldErrors } from '../../../lib/forms';

export interface QuestionRow extends Question {
  eventName: string;
}

/** By event name, then order; the id keeps equal orders stable. An event that is gone reads "Event {id}". */
export function sortQuestions(questions: readonly Question[], events: readonly ScoringEvent[]): QuestionRow[] {
  const names = new Map(events.map((event) => [event.id, event.name]));
  return questions
    .map((question) => ({ ...question, eventName: names.get(question.eventId) ?? `Event ${question.eventId}` }))
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || a.order - b.order || a.id - b.id);
}

export interface QuestionFormValues {
  eventId: string;
  text: string;
  description: string;
  order: string;
  weight: string;
  section: string;
  isActive: boolean;
  kind: QuestionKind;
  /** A scale question's minimum for the award, "" for none. */
  minimum: string;
}

export type QuestionField = Exclude<keyof QuestionFormValues, 'isActive'>;

export function questionFormValues(question?: Question): QuestionFormValues {
  return {
    eventId: question ? String(question.eventId) : '',
    text: question?.text ?? '',
    description: question?.description ?? '',
    order: String(question?.order ?? 0),
    weight: String(question?.weight ?? QUESTION_WEIGHT.default),
    section: question?.section ?? '',
    isActive: question?.isActive ?? true,
    kind: question?.kind ?? 'scale',
    minimum: question?.minimum == null ? '' : String(question.minimum),
  };
}

export function validateQuestion(values: QuestionFormValues): FieldErrors<QuestionField> {
  return collectErrors<QuestionField>({
    eventId: [values.eventId ? null : 'Please select an event'],
    text: [required(values.text, 'Question text is required'), maxLength(values.text, LIMITS.question.text, 'Question text')],
    description: [maxLength(values.description, LIMITS.question.description, 'Description')],
    order: [orderError(values.order)],
    weight: [weightError(values.weight)],
    section: [maxLength(values.section, LIMITS.question.section, 'Section')],
    kind: [],
    minimum: [values.kind === 'scale' ? minimumError(values.minimum) : null],
  });
}

/** No minimum when empty; else one the award can compare a score with. */
function minimumError(value: string): string | null {
  return value.trim() === '' || isValidMinimum(Number(value.trim())) ? null : MINIMUM_INVALID;
}

/** A weight left empty is the default; any other must be one the portal stores exactly, as the BFF checks. */
function weightError(value: string): string | null {
  return value.trim() === '' || isValidWeight(Number(value.trim())) ? null : WEIGHT_INVALID;
}

function toWeight(value: string): number {
  return value.trim() === '' ? QUESTION_WEIGHT.default : Number(value.trim());
}

export function toQuestionPayload(values: QuestionFormValues): QuestionPayload {
  return {
    eventId: Number(values.eventId),
    text: values.text.trim(),
    description: toNullable(values.description),
    order: toOrder(values.order),
    weight: toWeight(values.weight),
    section: toNullable(values.section),
    isActive: values.isActive,
    kind: values.kind,
    // A pass/fail question is a knock-out itself: it has no minimum.
    minimum: values.kind === 'scale' && values.minimum.trim() !== '' ? Number(values.minimum.trim()) : null,
  };
}
