import { useState, type ChangeEvent } from 'react';

/**
 * A field for a code of the authenticator app or a recovery code: its props, its message, `take()`
 * for the code as it is sent (trimmed), or undefined with "Code is required" shown, and `clear()`
 * after a refused code.
 */
export function useCodeField() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const take = () => {
    const trimmed = code.trim();
    setError(trimmed ? undefined : 'Code is required');
    return trimmed || undefined;
  };
  const clear = () => setCode('');
  const field = { name: 'code', autoComplete: 'one-time-code', value: code, onChange: (event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value) };
  return { field, error, take, clear };
}
