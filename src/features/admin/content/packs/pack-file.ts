/** A pack as a file: its name (the item's name and the day) and the browser download. */
import type { ContentPack } from './pack-types';

export function packFileName(name: string, day: Date): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'contenuto'}-${day.toISOString().slice(0, 10)}.json`;
}

export function downloadPack(pack: ContentPack, name: string): void {
  const blob = new Blob([JSON.stringify(pack, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = packFileName(name, new Date(pack.exportedAt));
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The file's text read as JSON; undefined when it is not JSON at all. */
export function parsePackText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
