import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { SelectWrapper, StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Shortcut for a list of plain options; children still work for groups. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Select an event". */
  placeholder?: string;
  invalid?: boolean;
}

export function Select({ options, placeholder, invalid, children, ...rest }: SelectProps) {
  const { invalid: isInvalid, ...control } = useFormFieldControl({ ...rest, invalid });
  return (
    <SelectWrapper>
      <StyledSelect {...rest} {...control} $invalid={isInvalid}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <ChevronDown size={16} aria-hidden />
    </SelectWrapper>
  );
}
