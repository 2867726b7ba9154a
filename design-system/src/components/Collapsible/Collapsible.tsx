import { ChevronDown } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CollapsibleRoot, Content, Trigger, TriggerHeading, TriggerMeta, TriggerTitle } from './Collapsible.styles';

export interface CollapsibleProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  /** Summary on the right of the header, e.g. a vendor average. */
  meta?: ReactNode;
  /** Uncontrolled starting state; the admin analysis groups start open. */
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Wraps the trigger in a heading so the groups show up in a screen reader's headings list. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children?: ReactNode;
}

export function Collapsible({
  title,
  meta,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  headingLevel = 3,
  children,
  ...rest
}: CollapsibleProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const contentId = useId();

  const toggle = () => {
    if (controlledOpen === undefined) setUncontrolledOpen(!open);
    onOpenChange?.(!open);
  };

  return (
    <CollapsibleRoot {...rest}>
      <TriggerHeading as={`h${headingLevel}`}>
        <Trigger type="button" $open={open} aria-expanded={open} aria-controls={contentId} onClick={toggle}>
          <ChevronDown size={18} aria-hidden />
          <TriggerTitle>{title}</TriggerTitle>
          {meta && <TriggerMeta>{meta}</TriggerMeta>}
        </Trigger>
      </TriggerHeading>
      <Content id={contentId} hidden={!open}>
        {children}
      </Content>
    </CollapsibleRoot>
  );
}
