import type { TeamReport } from '../model/team-report';
import { nextFrame, type Progress } from './download';
import { evaluationRows, memberRows, type ExportHeaders } from './table-rows';

/** The team report as an .xlsx workbook (exceljs, loaded only now): summary, members, evaluations, MBTI. */
export async function xlsxBlob(report: TeamReport, headers: ExportHeaders, onProgress?: Progress): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const summary = book.addWorksheet('Summary');
  summary.addRow([report.teamName]).font = { bold: true, size: 14 };
  for (const s of headers.summary) summary.addRow([s.label, s.value]);
  summary.getColumn(1).width = 36;

  const members = book.addWorksheet('Members');
  members.addRow(headers.members).font = { bold: true };
  const rows = memberRows(report);
  for (let i = 0; i < rows.length; i += 1) {
    members.addRow(rows[i]);
    if (i % 25 === 24) {
      onProgress?.(i + 1, rows.length);
      await nextFrame();
    }
  }
  members.columns.forEach((c) => (c.width = 18));

  const evaluations = book.addWorksheet('Evaluations');
  evaluations.addRow(headers.evaluations).font = { bold: true };
  for (const r of evaluationRows(report, headers)) evaluations.addRow(r);

  const mbti = book.addWorksheet('MBTI');
  mbti.addRow(['MBTI', '#']).font = { bold: true };
  for (const t of report.mbti.types) mbti.addRow([t.type, t.count]);

  onProgress?.(rows.length, rows.length);
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
