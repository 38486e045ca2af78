import { flatCells, neutraliseCell, toCsv } from './csv';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")'],
    ['+1+cmd|" /C calc"!A0'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('prefixes %j with a single quote', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  it.each([['alice@example.com'], ['Bank shots'], [''], ['1+1'], ['2026-12-01T10:00:00.000Z'], [" '=x"]])(
    'leaves %j alone',
    (text) => {
      expect(neutraliseCell(text)).toBe(text);
    },
  );
});

describe('flatCells', () => {
  it('makes nested fields columns of their own, lists one cell, null an empty cell', () => {
    expect(
      flatCells({
        id: 'a1',
        before: { role: 'user', trialEnd: null },
        after: null,
        tags: ['kick', 'bank'],
        value: { days: 365, steps: [{ n: 1 }] },
        empty: {},
        used: false,
        months: 3,
      }),
    ).toEqual({
      id: 'a1',
      'before.role': 'user',
      'before.trialEnd': '',
      after: '',
      tags: 'kick, bank',
      'value.days': '365',
      'value.steps': '[{"n":1}]',
      empty: '',
      used: 'false',
      months: '3',
    });
  });
});

describe('toCsv', () => {
  it('writes a header of every column and one line a record, quoting what needs quotes', () => {
    expect(
      toCsv([
        { id: '1', email: 'a@example.com', note: 'says "hi", twice' },
        { id: '2', email: 'b@example.com', extra: 'line\nbreak' },
      ]),
    ).toBe(
      ['id,email,note,extra', '1,a@example.com,"says ""hi"", twice",', '2,b@example.com,,"line\nbreak"'].join(
        '\n',
      ),
    );
  });

  it('neutralises every cell that could be a formula, at any depth and in the header', () => {
    const csv = toCsv([
      {
        email: '=cmd|"/C calc"!A0@example.com',
        description: '+SUM(1,2)',
        after: { userEmail: '@evil', note: '-1' },
        tags: ['=a', 'b'],
        '=header': 'x',
        months: -3,
      },
    ]);
    const [header, row] = csv.split('\n');
    expect(header).toBe(`email,description,after.userEmail,after.note,tags,'=header,months`);
    expect(row).toBe(`"'=cmd|""/C calc""!A0@example.com","'+SUM(1,2)",'@evil,'-1,"'=a, b",x,'-3`);
  });

  it('is empty for no records', () => {
    expect(toCsv([])).toBe('');
  });
});
