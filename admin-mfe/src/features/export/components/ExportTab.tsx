import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Toolbar } from '@vsp/design-system';
import { FileSpreadsheet } from 'lucide-react';
import styled from 'styled-components';
import { DownloadButton } from '../../../lib/components/DownloadButton';
import { TabHeader } from '../../../lib/components/TabHeader';
import { EXPORTS, openExport } from '../utils/exports';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export function ExportTab() {
  return (
    <section aria-label="Export Data">
      <TabHeader title="Export Data" description="Spreadsheets (XLSX) of the current data; each opens in a new tab and downloads, or downloads here with its progress shown." />
      <Grid>
        {EXPORTS.map((entry) => (
          <Card key={entry.path}>
            <CardHeader>
              <CardTitle>{entry.title}</CardTitle>
              <CardDescription>{entry.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Toolbar align="start">
                <Button icon={<FileSpreadsheet size={16} aria-hidden />} onClick={() => openExport(entry.path)}>
                  {entry.label}
                </Button>
                <DownloadButton variant="outline" path={entry.path} fileName={entry.fileName} aria-label={`Download here: ${entry.title}`}>
                  Download here
                </DownloadButton>
              </Toolbar>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
