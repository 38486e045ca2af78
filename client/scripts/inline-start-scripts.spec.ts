import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import { pageFiles, pageModules } from './inline-start-scripts';

describe("the opened page's files, asked for at once", () => {
  it('reads the pages with an exact path from App.tsx', () => {
    const pages = pageModules(readFileSync(join(import.meta.dirname, '../src/App.tsx'), 'utf8'));
    expect(pages.get('/')).toBe('src/features/home/HomePage');
    expect(pages.get('/auth')).toBe('src/features/auth/AuthPage');
    expect(pages.get('/account/security')).toBe('src/features/auth/SecurityPage');
    // patterns are matched by the router, not by the start script
    expect([...pages.keys()].some((path) => path.includes('*'))).toBe(false);
  });

  it("lists a page's chunk, its static imports and their styles, not the shell's", () => {
    const chunk = (fileName: string, imports: string[], css: string[] = [], facade?: string) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      facadeModuleId: facade ?? null,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    });
    const bundle = {
      'assets/shell.js': chunk('assets/shell.js', []),
      'assets/AuthPage.js': chunk(
        'assets/AuthPage.js',
        ['assets/shell.js', 'assets/Tabs.js'],
        ['assets/AuthPage.css'],
        '/app/client/src/features/auth/AuthPage.tsx',
      ),
      'assets/Tabs.js': chunk('assets/Tabs.js', ['assets/shell.js'], ['assets/Tabs.css']),
    } as unknown as OutputBundle;
    const files = pageFiles(
      new Map([
        ['/auth', 'src/features/auth/AuthPage'],
        ['/gone', 'src/features/gone/GonePage'],
      ]),
      bundle,
      new Set(['assets/shell.js']),
    );
    expect(files).toEqual({
      '/auth': ['/assets/AuthPage.js', '/assets/AuthPage.css', '/assets/Tabs.js', '/assets/Tabs.css'],
    });
  });
});
