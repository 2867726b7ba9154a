import { Text, VisuallyHidden } from '@vsp/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const SummaryRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const VendorList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const VendorLine = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const VendorName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const VendorValue = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
`;

export interface SummaryFigure {
  label: string;
  value: ReactNode;
}

export interface VendorFigure {
  vendorId: number;
  name: string;
  value: ReactNode;
}

export interface EventSummaryProps {
  /** Names the summary for screen readers, e.g. "Summary of Platform Review". */
  label: string;
  figures: SummaryFigure[];
  /** What the per-vendor figure is, e.g. "Incomplete entries per vendor". */
  vendorsLabel: string;
  vendors: VendorFigure[];
}

/**
 * The figures of one event in a few lines above its vendor groups: with forty vendors and a
 * thousand evaluators, the groups themselves are too long to read the event at a glance.
 */
export function EventSummary({ label, figures, vendorsLabel, vendors }: EventSummaryProps) {
  const vendorsId = useId();
  return (
    <SummaryRoot role="group" aria-label={label}>
      <Figures>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </Figures>
      {vendors.length > 0 && (
        <>
          <Text id={vendorsId} size="sm" weight="semibold">
            {vendorsLabel}
          </Text>
          <VendorList aria-labelledby={vendorsId}>
            {vendors.map((vendor) => (
              <VendorLine key={vendor.vendorId}>
                <VendorName title={vendor.name}>{vendor.name}</VendorName>
                <VisuallyHidden>: </VisuallyHidden>
                <VendorValue>{vendor.value}</VendorValue>
              </VendorLine>
            ))}
          </VendorList>
        </>
      )}
    </SummaryRoot>
  );
}
