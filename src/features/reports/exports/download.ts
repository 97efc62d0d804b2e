/** Saves a generated file through the browser's download (an <a download> on an object URL). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportFileName(teamName: string, extension: string, now = new Date()): string {
  const slug =
    teamName
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'team';
  return `report-${slug}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Reports progress and lets the page repaint between chunks of a large team. */
export type Progress = (done: number, total: number) => void;
export const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
