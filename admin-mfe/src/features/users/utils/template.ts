import { saveFile } from '../../../lib/download';
import { userTemplateCsv } from '../../../lib/csv';

export const TEMPLATE_FILE_NAME = 'user-upload-template.csv';

/** Saves the bulk-upload template, made in the browser: no server round trip. */
export function downloadUserTemplate(): void {
  saveFile(new Blob([userTemplateCsv()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILE_NAME);
}
