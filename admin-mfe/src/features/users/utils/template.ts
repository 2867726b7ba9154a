import { userTemplateCsv } from '../../../lib/csv';

export const TEMPLATE_FILE_NAME = 'user-upload-template.csv';

/** Saves the bulk-upload template through a temporary link, the way a download works without a server round trip. */
export function downloadUserTemplate(): void {
  const url = URL.createObjectURL(new Blob([userTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
