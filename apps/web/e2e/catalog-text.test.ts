import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGS, type MessageKey } from '../../api/src/i18n/translate';
import { placeholdersOf, webPattern, webPluralPattern } from './catalog-text';

describe('the specs’ text patterns', () => {
  it('throw, naming the text and the value, when a value is not a placeholder of the text', () => {
    // With the wrong name the part became "anything": English matched, Twi (other words around it) did not.
    for (const language of ['en', 'tw'] as const)
      expect(() => webPattern(language, 'Complaint {0} received', { reference: 'CMP-1' })).toThrow(
        '"Complaint {0} received" has no placeholder {reference} (its placeholders: {0})',
      );
    expect(() => webPattern('en', 'Send Money', { 0: '₵1.00' })).toThrow('"Send Money" has no placeholder {0} (its placeholders: none)');
  });

  it('fill a named placeholder where the language puts it', () => {
    expect(webPattern('en', 'Complaint {0} received', { 0: 'CMP-1' }).test('Complaint CMP-1 received')).toBe(true);
    expect(webPattern('tw', 'Complaint {0} received', { 0: /CMP-\d/ }, { exact: true }).test('Yɛagye nkaeɛbɔ CMP-7')).toBe(true);
  });

  it('take the names inside a plural’s options, and refuse others', () => {
    expect([...placeholdersOf('{count, plural, one {# from {name}} other {# from {name} and {others}}}')]).toEqual([
      'count',
      'name',
      'others',
    ]);
    const devices = '{count, plural, one {# device} other {# devices}}';
    expect(webPluralPattern('en', devices).test('3 devices')).toBe(true);
    expect(() => webPluralPattern('en', devices, { 0: 3 })).toThrow(`"${devices}" has no placeholder {0}`);
  });
});

/** The helpers whose text (a catalog's msgid, or a server catalog's key) and values each call names: [text, values] argument. */
const WEB_HELPERS: Record<string, [number, number]> = {
  tr: [0, 1],
  trIn: [1, 2],
  trElement: [0, 2],
  trPlural: [0, 2],
  trPattern: [0, 1],
  trPluralPattern: [0, 1],
  focusedAs: [1, 2],
};
const SERVER_HELPERS: Record<string, [number, number]> = { serverText: [0, 1], serverPattern: [0, 1], ussdText: [0, 1] };

/** Every call of the helpers in the specs whose text and values are written in the call: text, value names, where. */
function helperCalls(): { helper: string; text: string; names: string[]; at: string }[] {
  const dir = import.meta.dirname;
  const calls: { helper: string; text: string; names: string[]; at: string }[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.spec.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const helper = node.expression.text;
        const [textAt, valuesAt] = WEB_HELPERS[helper] ?? SERVER_HELPERS[helper] ?? [];
        const text = textAt === undefined ? undefined : node.arguments[textAt];
        const values = valuesAt === undefined ? undefined : node.arguments[valuesAt];
        if (text && ts.isStringLiteralLike(text) && values && ts.isObjectLiteralExpression(values)) {
          const names = values.properties.map((property) =>
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name) || ts.isNumericLiteral(property.name))
              ? property.name.text
              : `<${property.getText()}>`,
          );
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          calls.push({ helper, text: text.text, names, at: `${file}:${line}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

describe('every spec’s call', () => {
  it('names only placeholders of its text (checked here, without running the suite in every language)', () => {
    const calls = helperCalls();
    expect(calls.length).toBeGreaterThan(100);
    const wrong = calls.flatMap(({ helper, text, names, at }) => {
      const message = helper in SERVER_HELPERS ? CATALOGS.en[text as MessageKey] : text;
      if (message === undefined) return [`${at}: ${helper}: no server text "${text}"`];
      const known = placeholdersOf(message);
      return names.filter((name) => !known.has(name)).map((name) => `${at}: ${helper}("${text}") has no placeholder {${name}}`);
    });
    expect(wrong).toEqual([]);
  });
});
