import { LIMITS, type Question, type QuestionPayload, type ScoringEvent } from '@vsp/contract';
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
  isActive: boolean;
}

export type QuestionField = Exclude<keyof QuestionFormValues, 'isActive'>;

export function questionFormValues(question?: Question): QuestionFormValues {
  return {
    eventId: question ? String(question.eventId) : '',
    text: question?.text ?? '',
    description: question?.description ?? '',
    order: String(question?.order ?? 0),
    isActive: question?.isActive ?? true,
  };
}

export function validateQuestion(values: QuestionFormValues): FieldErrors<QuestionField> {
  return collectErrors<QuestionField>({
    eventId: [values.eventId ? null : 'Please select an event'],
    text: [required(values.text, 'Question text is required'), maxLength(values.text, LIMITS.question.text, 'Question text')],
    description: [maxLength(values.description, LIMITS.question.description, 'Description')],
    order: [orderError(values.order)],
  });
}

export function toQuestionPayload(values: QuestionFormValues): QuestionPayload {
  return {
    eventId: Number(values.eventId),
    text: values.text.trim(),
    description: toNullable(values.description),
    order: toOrder(values.order),
    isActive: values.isActive,
  };
}
