import { agreementParagraphs } from './deck-agreement.js';

describe('agreementParagraphs', () => {
  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(agreementParagraphs('First line\r\nsame paragraph\r\n\r\n  \nSecond\n')).toEqual([
      ['First line', 'same paragraph'],
      ['Second'],
    ]);
  });

  it('keeps markup as text: it is never parsed', () => {
    expect(agreementParagraphs('<b>bold</b> & <script>x()</script>')).toEqual([
      ['<b>bold</b> & <script>x()</script>'],
    ]);
  });

  it('has no paragraphs for blank text', () => {
    expect(agreementParagraphs(' \n\n \r\n')).toEqual([]);
  });
});
