import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';

describe('csvCell', () => {
  it('writes amounts with cents and quotes what would break a row', () => {
    expect(csvCell(8)).toBe('8.00');
    expect(csvCell('Gold, "VIP"')).toBe('"Gold, ""VIP"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes a title that a spreadsheet would run as a formula plain text', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""Click"")"`,
    );
    expect(csvCell('+1 cocktail')).toBe("'+1 cocktail");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-5 off')).toBe("'-5 off");
    expect(csvCell('Gold')).toBe('Gold');
  });
});
