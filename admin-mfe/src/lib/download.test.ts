import { captureSavedFiles, readBlob } from '../../test/downloads';
import { formatBytes, saveFile } from './download';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [850, '850 bytes'],
    [1024, '1.0 KB'],
    [12_800, '12.5 KB'],
    [3_565_158, '3.4 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
  ])('%d → %s', (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));
});

describe('saveFile', () => {
  it('saves the blob under the name through a link that does not stay in the page', async () => {
    const saved = captureSavedFiles();
    saveFile(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'report.csv');
    expect(saved.map((file) => file.name)).toEqual(['report.csv']);
    expect(await readBlob(saved[0].blob)).toBe('a,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
