import type { CreatedApiToken } from '@vsp/contract';
import { Banner, Button, FormField, Stack, TextField, toast, Toolbar } from '@vsp/design-system';
import { Copy } from 'lucide-react';

export interface NewTokenNoticeProps {
  token: CreatedApiToken;
  onDone: () => void;
}

/** The token just made, shown this once: the server keeps only its hash, so it cannot be shown again. */
export function NewTokenNotice({ token, onDone }: NewTokenNoticeProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      toast({ variant: 'success', title: 'Token copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the token', description: 'Select it and copy it yourself.' });
    }
  };

  return (
    <Banner variant="success" title={`Copy the token "${token.name}" now: it is not shown again`}>
      <Stack gap={3}>
        <span>Send it with each request as the header Authorization: Bearer followed by the token.</span>
        <FormField label="Your new token">
          <TextField readOnly value={token.token} onFocus={(event) => event.currentTarget.select()} />
        </FormField>
        <Toolbar>
          <Button icon={<Copy size={16} aria-hidden />} onClick={() => void copy()}>
            Copy Token
          </Button>
          <Button variant="outline" onClick={onDone}>
            Done
          </Button>
        </Toolbar>
      </Stack>
    </Banner>
  );
}
