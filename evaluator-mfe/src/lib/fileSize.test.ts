import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [48 * 1024 + 300, '48 KB'],
    [Math.round(2.4 * 1024 * 1024), '2.4 MB'],
    [25 * 1024 * 1024, '25 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
