// The documents stay short at the door and their links lead somewhere: the README is at most
// 200 lines (the rest lives under docs/), and every relative link in README.md and
// docs/**/*.md reaches a file of the repository, and the heading when it names one. No stack
// needed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(__dirname, '..', '..');
const README_MAX_LINES = 200;

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** The text outside fenced code blocks and inline code, where links and headings are read. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

interface Link {
  file: string;
  line: number;
  target: string;
}

function links(file: string): Link[] {
  const found: Link[] = [];
  prose(readFileSync(file, 'utf8')).forEach((text, index) => {
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      found.push({ file, line: index + 1, target: match[1] });
    }
  });
  return found;
}

/** What is wrong with a relative link, or null when it resolves (external links are not followed). */
function problem(link: Link): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.target)) return null;
  const [pathPart, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const target = pathPart === '' ? link.file : resolve(dirname(link.file), decodeURIComponent(pathPart));
  const inRepo = relative(root, target);
  if (inRepo.startsWith('..') || inRepo.split(sep)[0] === '..') return 'leads outside the repository';
  if (!existsSync(target)) return `no such file: ${inRepo}`;
  if (anchor !== undefined) {
    if (!statSync(target).isFile() || !target.endsWith('.md')) return `an anchor into something that is not a markdown file: ${inRepo}`;
    if (!anchors(target).has(anchor)) return `no heading '#${anchor}' in ${inRepo}`;
  }
  return null;
}

describe('the documents', () => {
  test(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test('there are documents under docs/ and the README links to them', () => {
    expect(documents.length).toBeGreaterThan(1);
    expect(links(join(root, 'README.md')).some((link) => link.target.startsWith('docs/'))).toBe(true);
  });

  test('every relative link in README.md and docs/**/*.md resolves, anchors included', () => {
    const broken = documents
      .flatMap(links)
      .map((link) => ({ link, problem: problem(link) }))
      .filter((entry) => entry.problem !== null)
      .map(({ link, problem: why }) => `${relative(root, link.file)}:${link.line} (${link.target}): ${why}`);
    expect(broken).toEqual([]);
  });

  test('headings become the anchors GitHub makes', () => {
    expect(slug("The clinic's systems")).toBe('the-clinics-systems');
    expect(slug('Meeting bot (Recall.ai)')).toBe('meeting-bot-recallai');
    expect(slug('Limits, shapes and the sign-in record')).toBe('limits-shapes-and-the-sign-in-record');
  });
});
