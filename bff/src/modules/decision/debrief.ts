import { NO_VOTE, type AwardVendor } from '@vsp/contract';
import { figure, PdfWriter } from './pdf';
import type { EventRecord } from './record';

/*
 * The debrief letter to one vendor after the decision: its scores beside the winner's, criterion by
 * criterion, its points and rank, why it was excluded if it was, and the panel's reasons for the
 * scores it agreed. It names the vendor and the winner only, never another vendor or an evaluator.
 */

/** A vendor's score on a scale criterion: the agreed score where the panel agreed one, else the panel's mean. */
function scoreOn(record: EventRecord, vendorId: number, questionId: number): string {
  const agreed = record.agreed.find((row) => row.vendorId === vendorId && row.questionId === questionId);
  if (agreed) return agreed.score === NO_VOTE ? 'No Vote (agreed)' : `${figure(agreed.score)} (agreed)`;
  return figure(record.means.find((row) => row.vendorId === vendorId && row.questionId === questionId)?.mean);
}

/** The letter to `vendor` about the award to `winner`. */
export function debriefLetter(record: EventRecord, vendor: AwardVendor, winner: AwardVendor): Promise<Buffer> {
  const pdf = new PdfWriter(`Debrief: ${vendor.name}`, { draft: false });
  const ranked = record.award.vendors.filter((entry) => entry.awardRank !== null).length;
  pdf.title(record.siteName, `Debrief for ${vendor.name}: ${record.event.name}`, record.siteLogo);
  pdf.paragraph(
    vendor.vendorId === winner.vendorId
      ? `The contract is awarded to ${vendor.name}. This letter sets out how the panel scored your tender.`
      : `The contract is awarded to ${winner.name}. This letter sets out how the panel scored your tender beside the winning one.`,
  );
  pdf.heading('Scores by criterion');
  const scale = record.criteria.filter((criterion) => criterion.kind === 'scale');
  pdf.table(
    ['Criterion', 'Weight', vendor.name, winner.name],
    scale.map((criterion) => [criterion.text, String(criterion.weight), scoreOn(record, vendor.vendorId, criterion.questionId), scoreOn(record, winner.vendorId, criterion.questionId)]),
    [5, 1, 2, 2],
  );
  pdf.heading('Points');
  pdf.table(
    ['', vendor.name, winner.name],
    [
      ['Quality points', figure(vendor.qualityPoints), figure(winner.qualityPoints)],
      ['Price points', figure(vendor.pricePoints), figure(winner.pricePoints)],
      ['Total (out of 100)', figure(vendor.totalPoints), figure(winner.totalPoints)],
    ],
    [3, 2, 2],
  );
  pdf.paragraph(vendor.awardRank === null ? 'Your tender was not ranked.' : `Your tender ranked ${vendor.awardRank} of ${ranked}.`);
  if (vendor.excluded) {
    pdf.heading('Why your tender was excluded');
    for (const reason of vendor.reasons) pdf.paragraph(reason.detail);
  }
  const agreed = record.agreed.filter((row) => row.vendorId === vendor.vendorId);
  if (agreed.length > 0) {
    pdf.heading('Scores the panel agreed, and why');
    for (const row of agreed) pdf.paragraph(`'${row.questionText}': ${row.score === NO_VOTE ? 'No Vote' : row.score}. ${row.rationale}`);
  }
  return pdf.bytes();
}
