import { describe, expect, it } from 'vitest';
import { initialsOf, lowerFirst } from '../../src/lib/labelText';

describe('initials of a name (000 §2: the first one or two words)', () => {
  it.each([
    ['Krishna Auto Garage', 'KA'],
    ['Windshields & Lights', 'WL'],
    ['Headlight & Indicator Repair', 'HI'],
    ['(Pune) service centre', 'PS'],
    ['vega', 'V'],
    ['مركز الخدمة', 'ما'],
    ['  ', ''],
    [undefined, ''],
  ])('%s gives %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('a label mid-sentence (the sort hint)', () => {
  it.each([
    ['Garage Name', 'garage Name'],
    ['PAN', 'PAN'],
    ['ID de reserva', 'ID de reserva'],
    ['S.No', 's.No'],
    ['名称', '名称'],
  ])('%s reads %s', (label, read) => {
    expect(lowerFirst(label)).toBe(read);
  });
});
