import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { SwitchLabel, SwitchRow, SwitchTrack } from './Switch.styles';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children' | 'value'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label; in a matrix cell pass aria-label instead. */
  label?: ReactNode;
}

export function Switch({ checked, onCheckedChange, label, id, disabled, onClick, ...rest }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const track = (
    <SwitchTrack
      type="button"
      role="switch"
      id={switchId}
      aria-checked={checked}
      $checked={checked}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      {...rest}
    />
  );
  if (!label) return track;
  return (
    <SwitchRow>
      {track}
      <SwitchLabel htmlFor={switchId} $disabled={disabled}>
        {label}
      </SwitchLabel>
    </SwitchRow>
  );
}
