import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@vsp/design-system';
import { FileSpreadsheet } from 'lucide-react';
import styled from 'styled-components';
import { EXPORTS, openExport } from '../utils/exports';
import { TabHeader } from '../../../lib/components/TabHeader';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export function ExportTab() {
  return (
    <section aria-label="Export Data">
      <TabHeader title="Export Data" description="Spreadsheets (XLSX) of the current data; each opens in a new tab and downloads." />
      <Grid>
        {EXPORTS.map((entry) => (
          <Card key={entry.path}>
            <CardHeader>
              <CardTitle>{entry.title}</CardTitle>
              <CardDescription>{entry.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button icon={<FileSpreadsheet size={16} aria-hidden />} onClick={() => openExport(entry.path)}>
                {entry.label}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
