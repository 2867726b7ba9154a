import { useCallback, type ComponentPropsWithRef, type ReactNode } from 'react';
import { mergeRefs } from '../../utils/mergeRefs';
import { CheckboxDescription, CheckboxLabel, CheckboxText, StyledCheckbox } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; without one, pass aria-label (e.g. in a table row). */
  label?: ReactNode;
  description?: ReactNode;
  /** "Some selected": browsers draw a dash and announce the box as mixed. */
  indeterminate?: boolean;
}

export function Checkbox({ label, description, indeterminate = false, ref, disabled, ...rest }: CheckboxProps) {
  // indeterminate exists only as a DOM property, never as an attribute, so it is set on the node.
  const syncIndeterminate = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const input = (
    <StyledCheckbox ref={mergeRefs(ref, syncIndeterminate)} disabled={disabled} {...rest} />
  );
  if (!label) return input;
  return (
    <CheckboxLabel $disabled={disabled}>
      {input}
      <CheckboxText>
        {label}
        {description && <CheckboxDescription>{description}</CheckboxDescription>}
      </CheckboxText>
    </CheckboxLabel>
  );
}
