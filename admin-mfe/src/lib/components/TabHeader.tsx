import { Heading, Text, Toolbar } from '@vsp/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const HeaderRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface TabHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The title, a line about the tab and its buttons, the same on every tab. */
export function TabHeader({ title, description, actions }: TabHeaderProps) {
  return (
    <HeaderRoot>
      <div>
        <Heading level={2} size="xl">
          {title}
        </Heading>
        {description && (
          <Text tone="muted" size="sm">
            {description}
          </Text>
        )}
      </div>
      {actions && <Toolbar>{actions}</Toolbar>}
    </HeaderRoot>
  );
}
