import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { api } from '@vsp/contract';
import { createAccount, systemAdmin } from '@vsp/test-support/e2e/data';
import { createGrid, retire, type GridData } from '@vsp/test-support/e2e/scoring-data';
import { signIn } from '@vsp/test-support/e2e/session';

let grid: GridData | undefined;

test.afterEach(async () => {
  if (grid) await retire(grid);
  grid = undefined;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('an administrator uploads a PDF and schedules a slot; the evaluator downloads it and finds the slot under the column and in the agenda', async ({ page, browser }) => {
  test.setTimeout(120_000);
  grid = await createGrid({ status: 'Active', questions: 1, vendors: 1 });
  const vendor = grid.vendors[0]!;
  await signIn(page, systemAdmin());

  // The vendor's files: upload a PDF with a title.
  await page.goto('/admin?tab=vendors');
  await page.getByRole('button', { name: `Files of ${vendor.name}` }).click();
  const files = page.getByRole('dialog', { name: `Files of ${vendor.name}` });
  await files.getByRole('button', { name: 'Upload File' }).click();
  const uploadDialog = page.getByRole('dialog', { name: 'Upload File' });
  const chooser = page.waitForEvent('filechooser');
  await uploadDialog.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'Proposal.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadDialog.getByRole('textbox', { name: /Title/ }).fill('Technical proposal');
  await uploadDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(uploadDialog).toBeHidden();
  await expect(files.getByRole('row', { name: /Technical proposal/ })).toContainText('PDF');
  await page.keyboard.press('Escape');

  // The event's schedule: one slot for the vendor.
  await page.goto(`/admin?tab=schedule&event=${grid.event.id}`);
  await page.getByRole('button', { name: 'Add slot' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Add Slot' });
  await slotDialog.getByRole('combobox', { name: /Vendor/ }).selectOption({ label: `${vendor.name} (Company 1)` });
  await slotDialog.getByLabel(/Date and time/).fill('2030-05-01T09:30');
  await slotDialog.getByRole('textbox', { name: /Location/ }).fill('Hall B, room 2');
  await slotDialog.getByRole('button', { name: 'Create Slot' }).click();
  await expect(slotDialog).toBeHidden();
  await expect(page.getByRole('table', { name: /Presentation schedule/ })).toContainText('Hall B, room 2');

  // The evaluator's grid: Documents (1) over the vendor, the slot under it, and the agenda.
  const evaluator = await createAccount();
  const context = await browser.newContext();
  const evaluatorPage = await context.newPage();
  await signIn(evaluatorPage, evaluator);
  await evaluatorPage.goto(`/scoring/${grid.event.id}`);
  await evaluatorPage.getByRole('button', { name: `Documents (1): ${vendor.name}` }).click();
  const documents = evaluatorPage.getByRole('dialog', { name: `${vendor.name} documents` });
  const downloading = evaluatorPage.waitForEvent('download');
  await documents.getByRole('link', { name: /Technical proposal/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Proposal.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(PDF);
  await evaluatorPage.keyboard.press('Escape');

  const footer = evaluatorPage.getByRole('grid').locator('tfoot');
  await expect(footer).toContainText('Hall B, room 2');
  await expect(footer).toContainText('2030');

  await evaluatorPage.getByRole('link', { name: 'Agenda' }).click();
  await expect(evaluatorPage.getByRole('heading', { name: `Agenda: ${grid.event.name}` })).toBeVisible();
  const agenda = evaluatorPage.getByRole('table');
  await expect(agenda).toContainText(vendor.name);
  await expect(agenda).toContainText('Hall B, room 2');
  await expect(evaluatorPage.getByRole('link', { name: 'Download calendar (.ics)' })).toHaveAttribute('href', api.schedules.calendar.path({ eventId: grid.event.id }));
  await context.close();
});
