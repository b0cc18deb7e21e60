// Every relative link of the documents a newcomer reads resolves: the file exists, and a `#anchor`
// names a heading of the Markdown file it points to (as GitHub makes anchors of headings).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');

/**
 * Pages other work of the same issue brings (the glossary, the backup page): linked already, and
 * checked like every other file once they are there.
 */
const arriving = new Set(['docs/glossary.md', 'docs/operations/backup.md']);

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const documents = ['README.md', 'ARCHITECTURE.md', 'SECURITY.md', ...markdownUnder('docs')];

/** The text outside fenced code blocks. */
function unfenced(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text outside code blocks and inline code, where a `[x](y)` is a link. */
function prose(markdown: string): string {
  return unfenced(markdown).replace(/`[^`\n]*`/g, '');
}

/** The link targets of a Markdown text: inline `[text](target)` and reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...references];
}

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as dashes. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of unfenced(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const heading = match[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with one link of `document`, or undefined when it resolves. */
function problemOf(document: string, target: string): string | undefined {
  // Other sites, mail, and the running server's own paths (`/api/docs`) are no files here.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return undefined;
  const [file = '', anchor] = target.split('#', 2);
  const resolved = file === '' ? document : path.normalize(path.join(path.dirname(document), decodeURIComponent(file)));
  const absolute = path.join(root, resolved);
  if (!fs.existsSync(absolute)) return arriving.has(resolved) ? undefined : `${target}: ${resolved} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  const anchors = anchorsOf(fs.readFileSync(absolute, 'utf8'));
  return anchors.has(anchor) ? undefined : `${target}: ${resolved} has no heading #${anchor}`;
}

describe('links in the documents', () => {
  for (const document of documents)
    it(`every relative link in ${document} resolves`, () => {
      const markdown = fs.readFileSync(path.join(root, document), 'utf8');
      const problems = linkTargets(markdown).flatMap((target) => problemOf(document, target) ?? []);
      assert.deepEqual(problems, []);
    });

  it('finds links, skips code, and makes anchors as GitHub does (the check itself)', () => {
    const sample = [
      '# Running several instances',
      '## Health checks and shutdown',
      '## API-Tokens',
      '## `GET /metrics` (Prometheus)',
      'See [a](a.md#x), [b](b.md) and [site](https://example.com).',
      '`[not](inline.md)`',
      '```',
      '[not](fenced.md)',
      '```',
      '[ref]: ref.md#y',
    ].join('\n');
    assert.deepEqual(linkTargets(sample), ['a.md#x', 'b.md', 'https://example.com', 'ref.md#y']);
    assert.deepEqual(
      [...anchorsOf(sample)],
      ['running-several-instances', 'health-checks-and-shutdown', 'api-tokens', 'get-metrics-prometheus'],
    );
    assert.match(problemOf('README.md', 'docs/nowhere.md') ?? '', /does not exist/);
    assert.match(problemOf('README.md', 'docs/README.md#nowhere') ?? '', /has no heading #nowhere/);
  });
});
