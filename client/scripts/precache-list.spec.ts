import { CACHED_WHEN_OPENED, offlineFiles } from './precache-list';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'], css: ['assets/shell.css'] },
  '_shell.js': {
    file: 'assets/shell.js',
    dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/lineup/LineupPage.tsx'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    imports: ['_shell.js'],
    dynamicImports: ['src/features/cards/InfoDialog.tsx'],
  },
  'src/features/cards/InfoDialog.tsx': { file: 'assets/InfoDialog.js', css: ['assets/InfoDialog.css'] },
  'src/features/progress/ProgressPage.tsx': {
    file: 'assets/ProgressPage.js',
    dynamicImports: [CACHED_WHEN_OPENED[0]],
  },
  [CACHED_WHEN_OPENED[0]]: { file: 'assets/DailyPracticeChart.js' },
  'src/features/lineup/LineupPage.tsx': { file: 'assets/LineupPage.js' },
};

describe('the precache list', () => {
  const files = offlineFiles(manifest, [
    'src/features/home/HomePage.tsx',
    'src/features/progress/ProgressPage.tsx',
  ]);

  it('keeps the shell and what the offline pages load, their dialogs and styles included', () => {
    expect([...files].sort()).toEqual(
      [
        'assets/index.js',
        'assets/shell.js',
        'assets/shell.css',
        'assets/HomePage.js',
        'assets/InfoDialog.js',
        'assets/InfoDialog.css',
        'assets/ProgressPage.js',
      ].sort(),
    );
  });

  it('leaves other pages and the chart to be cached when opened', () => {
    expect(files.has('assets/LineupPage.js')).toBe(false);
    expect(files.has('assets/DailyPracticeChart.js')).toBe(false);
  });

  it('fails the build when an offline module is no longer in the build', () => {
    expect(() => offlineFiles(manifest, ['src/features/gone/GonePage.tsx'])).toThrow(/OFFLINE_MODULES/);
  });
});
