import { DEFAULT_REMINDER_BODY, DEFAULT_REMINDER_SUBJECT, REMINDER_PLACEHOLDERS } from '@vsp/contract';
import { FormField, Text, TextField, Textarea } from '@vsp/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '../../../lib/forms';
import { previewReminder, sampleValues } from '../utils/reminderPreview';
import type { SiteConfigField, SiteConfigValues } from '../utils/siteConfigForm';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Preview = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Body = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const PLACEHOLDER_LIST = REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

export interface ReminderTemplatesProps {
  values: SiteConfigValues;
  errors: FieldErrors<SiteConfigField>;
  field: (name: 'reminderSubject' | 'reminderBody') => { value: string; onChange: (change: { target: { value: string } }) => void };
}

/**
 * The subject and body of the reminder mails the server sends, with a preview of one reminder on
 * made-up values. Left empty, a template is the default one, shown greyed in the empty field.
 */
export function ReminderTemplates({ values, errors, field }: ReminderTemplatesProps) {
  const previewId = useId();
  const preview = previewReminder(values.reminderSubject, values.reminderBody, sampleValues(values.siteName, window.location.origin));
  return (
    <Fieldset>
      <Legend>Reminder mails</Legend>
      <Text size="sm" tone="muted">
        Placeholders: {PLACEHOLDER_LIST}. Leave a field empty to send the default template.
      </Text>
      <FormField label="Reminder Subject" error={errors.reminderSubject}>
        <TextField placeholder={DEFAULT_REMINDER_SUBJECT} {...field('reminderSubject')} />
      </FormField>
      <FormField label="Reminder Body" error={errors.reminderBody} help="{missing} lists the vendors the user has not finished, one line each">
        <Textarea rows={10} placeholder={DEFAULT_REMINDER_BODY} {...field('reminderBody')} />
      </FormField>
      <Preview aria-labelledby={previewId}>
        <Caption id={previewId}>Preview</Caption>
        <Text size="sm" weight="semibold">
          {preview.subject}
        </Text>
        <Body>{preview.body}</Body>
      </Preview>
    </Fieldset>
  );
}
