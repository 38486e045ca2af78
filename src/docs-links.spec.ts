import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The README is the front page: what Kickshots is and where to read on. The rest lives in docs/. */
const README_MAX_LINES = 200;

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

/** Fenced code blocks blanked out (a `# comment` in a shell block is no heading). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
}

/** Fenced code blocks and inline code spans blanked out (their brackets are code, not links). */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n][\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** The targets of the Markdown links and images of a document: `[text](target)`, `![alt](target "title")`. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of withoutCode(markdown).matchAll(
    /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g,
  ))
    targets.push(match[1]!.replace(/^<|>$/g, ''));
  return targets;
}

/** Whether a link leaves the repository (a scheme such as https: or mailto:, or a protocol-relative URL). */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * GitHub's anchor of a heading: its text as rendered (no code marks, link targets or emphasis),
 * lower case, punctuation dropped except '-' and '_', each space a '-'.
 */
function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a document's ATX headings (outside code), a repeated one suffixed -1, -2… as GitHub does. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const slug = headingSlug(match[1]!.trim());
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The broken relative links of one document: a target file (or folder) that does not exist, or an
 * `#anchor` into a Markdown file that has no such heading. `read` gives a document's text.
 */
function brokenLinks(
  file: string,
  markdown: string,
  exists: (path: string) => boolean,
  read: (path: string) => string,
): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (isExternal(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const path =
      pathPart === ''
        ? file
        : pathPart.startsWith('/')
          ? join(ROOT, pathPart)
          : resolve(dirname(file), pathPart);
    if (!exists(path)) {
      problems.push(`${relative(ROOT, file)}: [${target}] → ${relative(ROOT, path)} does not exist`);
      continue;
    }
    if (anchor !== undefined && path.endsWith('.md') && !headingAnchors(read(path)).has(anchor.toLowerCase()))
      problems.push(
        `${relative(ROOT, file)}: [${target}] → no heading #${anchor} in ${relative(ROOT, path)}`,
      );
  }
  return problems;
}

function markdownFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFilesUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

describe('the documentation', () => {
  const documents = [join(ROOT, 'README.md'), ...markdownFilesUnder(join(ROOT, 'docs'))];
  const read = (path: string) => readFileSync(path, 'utf8');

  it.each(documents.map((path) => [relative(ROOT, path), path]))(
    '%s has no broken relative link',
    (_, path) => {
      expect(brokenLinks(path, read(path), existsSync, read)).toEqual([]);
    },
  );

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    const lines = read(join(ROOT, 'README.md')).replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link check', () => {
  const file = join(ROOT, 'docs', 'guide.md');
  const files: Record<string, string> = {
    [join(ROOT, 'docs', 'guide.md')]: '# Guide\n\n## Set-up & `npm start`\n\n## Notes\n\n## Notes\n',
    [join(ROOT, 'README.md')]: '# Kickshots\n\n```sh\n# not a heading\n```\n',
    [join(ROOT, 'docs', 'images')]: '',
  };
  const exists = (path: string) => path in files;
  const read = (path: string) => files[path] ?? '';

  it('finds links and images, and leaves code alone', () => {
    expect(
      linkTargets('See [a](x.md), ![b](img/c.png "C") and `[d](e.md)`.\n\n```\n[f](g.md)\n```\n'),
    ).toEqual(['x.md', 'img/c.png']);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Set-up & `npm start`')).toBe('set-up--npm-start');
    expect(headingSlug('The `DATA_DIR` (local state)')).toBe('the-data_dir-local-state');
    expect(headingSlug('See [the API](api.md)')).toBe('see-the-api');
    expect([...headingAnchors(read(file))]).toEqual(['guide', 'set-up--npm-start', 'notes', 'notes-1']);
    expect([...headingAnchors(read(join(ROOT, 'README.md')))]).toEqual(['kickshots']);
  });

  it('reports a missing file and a missing heading, not a good link or an external one', () => {
    const markdown = [
      '[ok](../README.md#kickshots)',
      '[same file](#notes-1)',
      '[folder](images)',
      '[web](https://example.com/missing.md) [mail](mailto:a@b.c)',
      '[gone](missing.md)',
      '[no heading](../README.md#not-a-heading)',
      '[bad anchor](#nowhere)',
    ].join('\n');
    expect(brokenLinks(file, markdown, exists, read)).toEqual([
      'docs/guide.md: [missing.md] → docs/missing.md does not exist',
      'docs/guide.md: [../README.md#not-a-heading] → no heading #not-a-heading in README.md',
      'docs/guide.md: [#nowhere] → no heading #nowhere in docs/guide.md',
    ]);
  });
});
