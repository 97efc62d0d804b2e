import { normalizeOptions } from './normalize-options';

describe('normalizeOptions', () => {
  const objects = [
    { id: 'a', text: 'Creare', profileCode: 'C', dimension: 'Create' },
    { id: 'b', text: 'Relazionarsi', profileCode: 'R', dimension: 'Relate' },
  ];

  it('keeps an array of objects with id, text, profileCode and dimension', () => {
    expect(normalizeOptions(objects)).toEqual(objects);
  });

  it('turns an array of strings into objects whose id is the text', () => {
    expect(normalizeOptions(['Sì', 'No'])).toEqual([
      { id: 'Sì', text: 'Sì' },
      { id: 'No', text: 'No' },
    ]);
  });

  it('turns an object into one option per key', () => {
    expect(normalizeOptions({ a: 'Primo', b: { text: 'Secondo', profileCode: 'R' } })).toEqual([
      { id: 'a', text: 'Primo' },
      { id: 'b', text: 'Secondo', profileCode: 'R' },
    ]);
  });

  it('unwraps an object holding an options or rows list', () => {
    expect(normalizeOptions({ options: ['x'] })).toEqual([{ id: 'x', text: 'x' }]);
    expect(normalizeOptions({ rows: ['Riga 1'], columns: ['1', '2'] })).toEqual([{ id: 'Riga 1', text: 'Riga 1' }]);
  });

  it('parses a JSON string of any of the shapes', () => {
    expect(normalizeOptions(JSON.stringify(objects))).toEqual(objects);
    expect(normalizeOptions('["A","B"]')).toEqual([
      { id: 'A', text: 'A' },
      { id: 'B', text: 'B' },
    ]);
    expect(normalizeOptions('{"k":"v"}')).toEqual([{ id: 'k', text: 'v' }]);
  });

  it('gives an empty list for nothing, and fills a missing id or text from the other', () => {
    expect(normalizeOptions(null)).toEqual([]);
    expect(normalizeOptions(undefined)).toEqual([]);
    expect(normalizeOptions('  ')).toEqual([]);
    expect(normalizeOptions([{ text: 'Solo testo' }, { id: 7 }])).toEqual([
      { id: 'Solo testo', text: 'Solo testo' },
      { id: '7', text: '7' },
    ]);
  });

  it('accepts label/value/profile_code spellings', () => {
    expect(normalizeOptions([{ value: 3, label: 'Tre', profile_code: 'O' }])).toEqual([
      { id: '3', text: 'Tre', profileCode: 'O', value: 3 },
    ]);
  });
});
