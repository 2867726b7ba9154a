import { callApi } from '@vsp/api-client';
import { api, API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, LIMITS, staleAfter, type ApiTokenScope, type CreatedApiToken } from '@vsp/contract';
import { Button, FormField, FormLayout, Inline, Select, TextField } from '@vsp/design-system';
import { Plus } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import { toTokenPayload, tokenFormValues, validateToken } from '../utils/tokenForm';

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: API_TOKEN_SCOPE_LABELS[scope] }));

export interface CreateTokenFormProps {
  /** The token just made, which the server answers this once. */
  onCreated: (token: CreatedApiToken) => void;
}

/** Name, scope and lifetime of a new token; the name is cleared once it is made. */
export function CreateTokenForm({ onCreated }: CreateTokenFormProps) {
  const { values, errors, pending, field, set, submit } = useForm({
    initial: tokenFormValues,
    validate: validateToken,
    save: async (formValues) => {
      const made = await callApi(api.tokens.create, { body: toTokenPayload(formValues) });
      onCreated(made);
      return made;
    },
    stale: staleAfter.tokenChange,
    success: { title: 'Token created successfully' },
    failure: 'Failed to create token',
    onSaved: (): void => set('name', ''),
  });

  return (
    <FormLayout
      aria-label="New API token"
      noValidate
      onSubmit={(event) => void submit(event)}
      maxWidth="md"
      actions={
        <Button type="submit" icon={<Plus size={16} aria-hidden />} pending={pending} pendingLabel="Creating...">
          Create Token
        </Button>
      }
    >
      <FormField label="Token name" required error={errors.name} help="What the token is for, such as the system that uses it">
        <TextField maxLength={LIMITS.apiToken.name} {...field('name')} />
      </FormField>
      <Inline gap={4} align="start">
        <FormField label="Access">
          <Select options={SCOPE_OPTIONS} value={values.scope} onChange={(event) => set('scope', event.target.value as ApiTokenScope)} />
        </FormField>
        <FormField label="Expires after (days)" required error={errors.expiresInDays} help={`${API_TOKEN_EXPIRY_DAYS.min} to ${API_TOKEN_EXPIRY_DAYS.max} days`}>
          <TextField type="number" inputMode="numeric" min={API_TOKEN_EXPIRY_DAYS.min} max={API_TOKEN_EXPIRY_DAYS.max} step={1} {...field('expiresInDays')} />
        </FormField>
      </Inline>
    </FormLayout>
  );
}
