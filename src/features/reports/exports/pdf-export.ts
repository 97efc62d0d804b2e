import type { TeamReport } from '../model/team-report';
import { nextFrame, type Progress } from './download';
import { evaluationRows, memberRows, type ExportHeaders } from './table-rows';

/** The team report as a PDF (jsPDF + jspdf-autotable, loaded only now). */
export async function pdfBlob(
  report: TeamReport,
  title: string,
  headers: ExportHeaders,
  onProgress?: Progress,
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.setFontSize(16);
  doc.text(`${title}: ${report.teamName}`, 40, 40);
  doc.setFontSize(10);
  autoTable(doc, {
    startY: 56,
    head: [['', '']],
    body: headers.summary.map((s) => [s.label, String(s.value)]),
    theme: 'plain',
  });
  onProgress?.(0, 3);
  await nextFrame();
  autoTable(doc, {
    head: [headers.members],
    body: memberRows(report).map((r) => r.map(String)),
    styles: { fontSize: 8 },
  });
  onProgress?.(1, 3);
  await nextFrame();
  autoTable(doc, {
    head: [headers.evaluations],
    body: evaluationRows(report, headers).map((r) => r.map(String)),
    styles: { fontSize: 8 },
  });
  onProgress?.(2, 3);
  autoTable(doc, {
    head: [['MBTI', '#']],
    body: report.mbti.types.map((t) => [t.type, String(t.count)]),
    styles: { fontSize: 8 },
  });
  onProgress?.(3, 3);
  return doc.output('blob');
}
