import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { foreignFieldTexts, glossary, specTexts } from './glossary';
import { texts } from './index';

// One vocabulary (issue 46): no text of the catalogue (src/shared/texts, the SPA's and the server's)
// uses a word the glossary says to avoid, except the specification's verbatim texts; and
// docs/glossary.md lists the same words as the module.

const textsDir = join(__dirname, '..');
const root = join(textsDir, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'glossary.ts' ? [path] : [];
  });
}

/** Every string the file's code holds (a template's values as {}), without import paths. */
function literalsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word as a whole word, also inflected (Kunde, Kunden; Gate, Gates), not inside another word. */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?:e|en|n|s|es)?(?![\\p{L}\\p{N}])`, 'u');

const exempt = new Set([...specTexts, ...foreignFieldTexts]);

describe('one vocabulary: the glossary', () => {
  const files = sourceFiles(textsDir);

  it('reads the catalogue (the check has texts to look at)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalsOf)).toContain(texts.cashpoints.editStoreName);
  });

  it('finds no word to avoid in the texts, except in the specification’s verbatim texts', () => {
    const offences: string[] = [];
    for (const file of files) {
      for (const literal of literalsOf(file)) {
        if (exempt.has(literal)) continue;
        for (const entry of Object.values(glossary)) {
          for (const word of entry.avoid) {
            if (wordPattern(word).test(literal)) {
              offences.push(`${file.slice(root.length + 1)}: „${literal}“ sagt „${word}“ statt „${entry.term}“`);
            }
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('would catch a synonym: the check itself', () => {
    expect(wordPattern('Kunde').test('Bitte Kunde wählen')).toBe(true);
    expect(wordPattern('Kunde').test('Für diesen Kunden')).toBe(true);
    expect(wordPattern('Kunde').test('Kundennummer')).toBe(false);
    expect(wordPattern('WWS-Prüfung').test('WWS-Prüfungen')).toBe(true);
    expect(wordPattern('Gate').test('Gateway')).toBe(false);
  });

  it('calls the two-factor code a Bestätigungscode, never a token', () => {
    const twoFactor = [
      texts.login.twoFactorHint,
      texts.login.token,
      ...Object.values(texts.twoFactorSetup),
      texts.profile.twoFactorOn,
    ];
    expect(twoFactor.filter((text) => /token/i.test(text))).toEqual([]);
    expect(texts.login.token).toBe(glossary.twoFactorCode.term);
    expect(texts.twoFactorSetup.token).toBe(glossary.twoFactorCode.term);
  });

  it('names each right once: the token dialog, the role editor and the preview use the same name', () => {
    for (const [right, name] of Object.entries(texts.apiTokens.rightNames)) {
      expect(texts.roles.rightNames[right]).toBe(name);
    }
  });

  it('is the table of docs/glossary.md, word for word', () => {
    const doc = readFileSync(join(root, 'docs', 'glossary.md'), 'utf8');
    // The first table only (the word table); the service states follow in their own.
    const table = doc.slice(doc.indexOf('| Wort |')).split('\n\n')[0]!;
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Wort') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.map((cells) => cells[1])).toEqual(Object.values(glossary).map((e) => e.term));
    for (const [i, entry] of Object.values(glossary).entries()) {
      expect(rows[i]![2]).toBe(entry.meaning);
      expect(rows[i]![3]).toBe(entry.avoid.join(', '));
    }
  });
});
