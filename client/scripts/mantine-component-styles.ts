// A Vite plugin: each module of the app that imports Mantine components also imports their styles
// (Mantine's per-component `<Component>.layer.css`, and those of the components they are built
// from), instead of the whole 230 KB stylesheet at start-up: a page gets the styles of what it shows.
// - The shell's stylesheet has the styles of what the entry imports statically: main.tsx imports
//   them through one virtual module, there before the first paint.
// - The small ones (under 1 KB compressed) that any module uses are in the shell's stylesheet too:
//   a request of their own would cost more than their bytes.
// - A module of a lazily loaded chunk imports the other, larger ones as CSS: they are in the chunk's
//   own stylesheet, which the browser loads with the chunk, before its components render.
// The `.layer.css` files sit in the `mantine` cascade layer, below every unlayered rule of the app.
// Inside it each file gets a layer of its own (`mantine.Button`), and the shell's stylesheet declares
// their order first, a component's dependencies before it (UnstyledButton before Button): the order
// in which stylesheets arrive never decides which of two rules on one element wins.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const MANTINE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
// a component's import of another (`../Popover/`, `../../components/Popover/`) or of a styled
// utility (`../../utils/InlineInput/`)
const COMPONENT_IMPORT = /from\s*"(?:\.\.\/)+(?:components\/|utils\/)?([A-Z][A-Za-z]+)\//g;

interface MantineIndex {
  /** exported name → the component folder it comes from */
  folderOf: Map<string, string>;
  /** component folder → the folders whose styles it needs, itself last (dependencies first) */
  stylesOf: (folder: string) => string[];
  stylesDir: string;
  /** every stylesheet of the core (the base ones first), each after the ones it builds on */
  order: string[];
}

export function readMantine(root: string): MantineIndex {
  const esm = join(dirname(createRequire(join(root, 'package.json')).resolve('@mantine/core')), '../esm');
  const coreRoot = join(esm, '..');
  const stylesDir = join(coreRoot, 'styles');
  const folderOf = new Map<string, string>();
  const reExport = /^import \{([^}]*)\} from "\.\/components\/([A-Za-z]+)\//gm;
  for (const [, names, folder] of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(reExport))
    for (const name of names.split(',')) folderOf.set(name.trim().split(/\s+as\s+/)[0], folder);

  /** where a component (or a styled utility such as InlineInput) is built */
  const dirOf = (folder: string) =>
    [join(esm, 'components', folder), join(esm, 'utils', folder)].find((dir) => existsSync(dir));
  const uses = (folder: string): Set<string> => {
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.mjs'))
          for (const [, used] of readFileSync(path, 'utf8').matchAll(COMPONENT_IMPORT))
            if (used !== folder && dirOf(used)) found.add(used);
      }
    };
    const dir = dirOf(folder);
    if (dir) walk(dir);
    return found;
  };
  const memo = new Map<string, string[]>();
  const stylesOf = (folder: string, visiting = new Set<string>()): string[] => {
    const known = memo.get(folder);
    if (known) return known;
    visiting.add(folder);
    const ordered: string[] = [];
    for (const used of uses(folder))
      if (!visiting.has(used))
        for (const dep of stylesOf(used, visiting)) if (!ordered.includes(dep)) ordered.push(dep);
    if (existsSync(join(stylesDir, `${folder}.layer.css`))) ordered.push(folder);
    visiting.delete(folder);
    memo.set(folder, ordered);
    return ordered;
  };
  const base = ['baseline', 'default-css-variables', 'global'];
  const order = [...base];
  const styled = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.layer.css'.length))
    .filter((name) => !base.includes(name))
    .sort();
  for (const name of styled) {
    const chain = dirOf(name) ? stylesOf(name) : [name];
    for (const folder of chain) if (!order.includes(folder)) order.push(folder);
  }
  return { folderOf, stylesOf, stylesDir, order };
}

/** The sub-layer a Mantine stylesheet's rules are put in (a cascade layer name is an identifier). */
function subLayerOf(id: string): string | undefined {
  const core = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.layer\.css(\?.*)?$/.exec(id);
  if (core) return core[1];
  const other = /[\\/]@mantine[\\/](notifications|charts)[\\/]styles\.layer\.css(\?.*)?$/.exec(id);
  return other ? `package-${other[1]}` : undefined;
}

/** The style imports a module's `@mantine/core` imports need, dependencies first. */
export function stylesFor(code: string, mantine: Pick<MantineIndex, 'folderOf' | 'stylesOf'>): string[] {
  const folders: string[] = [];
  for (const [, names] of code.matchAll(MANTINE_IMPORT))
    for (const raw of names.split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      const folder = mantine.folderOf.get(name);
      if (folder)
        for (const styled of mantine.stylesOf(folder)) if (!folders.includes(styled)) folders.push(styled);
    }
  return folders.map((folder) => `@mantine/core/styles/${folder}.layer.css`);
}

const STATIC_IMPORT = /^import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The app's modules the entry imports statically, directly or not: the shell's. */
export function staticallyImported(entry: string): Set<string> {
  const found = new Set<string>();
  const resolveModule = (from: string, specifier: string) =>
    ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((suffix) => join(dirname(from), specifier) + suffix)
      .find((path) => /\.tsx?$/.test(path) && existsSync(path));
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const resolved = resolveModule(file, specifier);
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return found;
}

/** The virtual module main.tsx imports: Mantine's base styles and those of the shell's components. */
export const SHELL_STYLES = 'virtual:mantine-shell-styles';
const RESOLVED_SHELL_STYLES = `\0${SHELL_STYLES}`;

/** Every file that may use Mantine's components: the app's modules and Mantine's other packages. */
function styleUsers(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, pattern: RegExp) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, pattern);
      else if (pattern.test(entry.name)) files.push(path);
    }
  };
  walk(join(root, 'src'), /^(?!.*\.spec\.).*\.tsx?$/);
  for (const name of ['notifications', 'charts']) {
    const main = createRequire(join(root, 'package.json')).resolve(`@mantine/${name}`);
    walk(join(dirname(main), '../esm'), /\.mjs$/);
  }
  return files;
}

export function mantineComponentStyles(root: string): Plugin {
  let mantine: MantineIndex | undefined;
  let shell: { modules: Set<string>; styles: Set<string> } | undefined;
  /** Whether a stylesheet is under 1 KB as sent (Brotli): not worth a request of its own. */
  const isSmall = (style: string) => {
    const file = join(mantine!.stylesDir, style.slice(style.lastIndexOf('/') + 1));
    // roughly as the build minifies it
    const css = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ');
    // with a margin: the build's minifier writes less than this rough one
    return brotliCompressSync(css).length < 1280;
  };
  /**
   * The shell's stylesheet: the styles of its modules' components, and every small one any module
   * uses (a page's own stylesheet then only has styles of 1 KB or more, never a tiny file).
   */
  const shellStyles = () => {
    if (shell) return shell;
    mantine ??= readMantine(root);
    const index = mantine;
    const modules = staticallyImported(join(root, 'src/main.tsx'));
    const styles = new Set<string>();
    for (const file of modules)
      for (const style of stylesFor(readFileSync(file, 'utf8'), index)) styles.add(style);
    for (const file of styleUsers(root))
      for (const style of stylesFor(readFileSync(file, 'utf8'), index)) if (isSmall(style)) styles.add(style);
    shell = { modules, styles };
    return shell;
  };
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    buildStart() {
      shell = undefined;
    },
    resolveId(id) {
      return id === SHELL_STYLES ? RESOLVED_SHELL_STYLES : null;
    },
    load(id) {
      if (id !== RESOLVED_SHELL_STYLES) return null;
      const { styles } = shellStyles();
      const names = ['baseline', 'default-css-variables', 'global', ...mantine!.order].filter(
        (name, i, all) => all.indexOf(name) === i,
      );
      return names
        .filter((name, i) => i < 3 || styles.has(`@mantine/core/styles/${name}.layer.css`))
        .map((name) => `import '@mantine/core/styles/${name}.layer.css';`)
        .join('\n');
    },
    transform(code, id) {
      const subLayer = subLayerOf(id);
      if (subLayer) {
        mantine ??= readMantine(root);
        const layered = code.replace(/^\s*@layer mantine\s*\{/, `@layer mantine.${subLayer} {`);
        if (layered === code) this.error(`${id} does not start with @layer mantine`);
        // the order of every sub-layer, ahead of the first of Mantine's stylesheets (the shell's)
        const order =
          subLayer === 'baseline'
            ? `@layer ${[...mantine.order, 'package-notifications', 'package-charts'].map((name) => `mantine.${name}`).join(', ')};\n`
            : '';
        return { code: order + layered, map: null };
      }
      const appModule = /[\\/]src[\\/].*\.tsx?$/.test(id) && !id.includes('node_modules');
      // Mantine's own packages built on the core's components (toasts, charts) need their styles too
      const mantinePackage = /[\\/]node_modules[\\/]@mantine[\\/](notifications|charts)[\\/]esm[\\/]/.test(
        id,
      );
      if (!(appModule || mantinePackage) || !code.includes('@mantine/core')) return null;
      const { modules, styles: inShell } = shellStyles();
      if (modules.has(id.split('?')[0])) return null;
      const styles = stylesFor(code, mantine!).filter((style) => !inShell.has(style));
      if (styles.length === 0) return null;
      // on the first line, ahead of the code: the source map's lines stay right
      return { code: styles.map((style) => `import '${style}';`).join('') + code, map: null };
    },
  };
}
