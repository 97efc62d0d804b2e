import { describe, expect, it } from 'vitest';
import { packFileName, parsePackText } from './pack-file';

describe('packFileName', () => {
  it("names the file after the item and the export's day, without accents or symbols", () => {
    expect(packFileName('TPM – Team Performance Model', new Date('2025-01-21T10:00:00Z'))).toBe(
      'tpm-team-performance-model-2025-01-21.json',
    );
    expect(packFileName('Qualità è già', new Date('2025-03-02T00:00:00Z'))).toBe('qualita-e-gia-2025-03-02.json');
  });
});

describe('parsePackText', () => {
  it('answers undefined for a file that is not JSON', () => {
    expect(parsePackText('{ not json')).toBeUndefined();
    expect(parsePackText('{"a":1}')).toEqual({ a: 1 });
  });
});
