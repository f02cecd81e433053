// One-off codemod: wraps JSX texts in <Trans>, visible string attributes and JSX string literals in t``.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseSync, traverse, types as T } from '@babel/core';

const ATTRS = new Set(['label', 'placeholder', 'description', 'title', 'aria-label', 'alt', 'hint', 'error', 'confirmLabel', 'cancelLabel', 'emptyText', 'nothingFoundMessage', 'subtitle', 'heading', 'text', 'caption', 'helperText', 'message']);
const hasWords = (s: string) => /[A-Za-z]{2,}/.test(s);
const simpleExpr = (e: T.Node): boolean =>
  T.isIdentifier(e) || (T.isMemberExpression(e) && !e.computed && simpleExpr(e.object)) || T.isStringLiteral(e) || (T.isOptionalMemberExpression(e) && !e.computed && simpleExpr(e.object));

type Edit = { at: number; end?: number; text: string };

export function wrap(file: string): { changed: boolean; trans: number; ts: number } {
  const code = readFileSync(file, 'utf8');
  const ast = parseSync(code, { filename: file, babelrc: false, configFile: false, parserOpts: { plugins: ['jsx', 'typescript'] } })!;
  const edits: Edit[] = [];
  let trans = 0;
  let ts = 0;
  const wrapped = new Set<T.Node>();
  const escTpl = (s: string) => s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

  const inlineOk = (el: T.JSXElement): boolean =>
    el.children.every((c) => (T.isJSXText(c)) || (T.isJSXExpressionContainer(c) && (T.isJSXEmptyExpression(c.expression) || simpleExpr(c.expression))) || (T.isJSXElement(c) && inlineOk(c)));

  traverse(ast, {
    JSXElement(path) {
      const el = path.node;
      const name = el.openingElement.name;
      const tag = T.isJSXIdentifier(name) ? name.name : T.isJSXMemberExpression(name) ? name.property.name : '';
      if (['Trans', 'style', 'script', 'text', 'code', 'svg'].includes(tag)) return path.skip();
      if (path.findParent((p) => wrapped.has(p.node))) return;
      const kids = el.children.filter((c) => !(T.isJSXText(c) && c.value.trim() === ''));
      if (!kids.some((c) => T.isJSXText(c) && hasWords(c.value))) return;
      const ok = kids.every(
        (c) => T.isJSXText(c) || (T.isJSXExpressionContainer(c) && (T.isJSXEmptyExpression(c.expression) || simpleExpr(c.expression))) || (T.isJSXElement(c) && inlineOk(c) && !T.isJSXMemberExpression(c.openingElement.name)),
      );
      if (!ok) {
        // Wrap each run of pure text on its own.
        for (const c of kids) if (T.isJSXText(c) && hasWords(c.value)) {
          const lead = c.value.length - c.value.trimStart().length;
          const trail = c.value.length - c.value.trimEnd().length;
          edits.push({ at: c.start! + lead, text: '<Trans>' }, { at: c.end! - trail, text: '</Trans>' });
          trans++;
        }
        return;
      }
      const first = kids[0]!;
      const last = kids[kids.length - 1]!;
      const firstStart = T.isJSXText(first) ? first.start! + (first.value.length - first.value.trimStart().length) : first.start!;
      const lastEnd = T.isJSXText(last) ? last.end! - (last.value.length - last.value.trimEnd().length) : last.end!;
      edits.push({ at: firstStart, text: '<Trans>' }, { at: lastEnd, text: '</Trans>' });
      wrapped.add(el);
      trans++;
    },
    JSXAttribute(path) {
      const a = path.node;
      const n = T.isJSXIdentifier(a.name) ? a.name.name : '';
      if (!ATTRS.has(n) || !a.value) return;
      if (T.isStringLiteral(a.value) && hasWords(a.value.value)) {
        edits.push({ at: a.value.start!, end: a.value.end!, text: '{t`' + escTpl(a.value.value) + '`}' });
        ts++;
      } else if (T.isJSXExpressionContainer(a.value)) {
        const e = a.value.expression;
        if (T.isTemplateLiteral(e) && e.quasis.some((q) => hasWords(q.value.raw)) && e.expressions.every((x) => simpleExpr(x))) {
          edits.push({ at: e.start!, text: 't' });
          ts++;
        } else if (T.isStringLiteral(e) && hasWords(e.value)) {
          edits.push({ at: e.start!, end: e.end!, text: 't`' + escTpl(e.value) + '`' });
          ts++;
        }
      }
    },
    StringLiteral(path) {
      // 'A' in {cond ? 'A' : 'B'} or {x && 'A'} as a JSX child.
      const p = path.parentPath;
      if (!p || !(p.isConditionalExpression() || p.isLogicalExpression())) return;
      if (p.isConditionalExpression() && p.node.test === path.node) return;
      const container = p.findParent((q) => !q.isConditionalExpression() && !q.isLogicalExpression());
      if (!container?.isJSXExpressionContainer() || !container.parentPath?.isJSXElement()) return;
      if (!hasWords(path.node.value) || !/\s|^[A-Z]/.test(path.node.value)) return;
      edits.push({ at: path.node.start!, end: path.node.end!, text: 't`' + escTpl(path.node.value) + '`' });
      ts++;
    },
  });
  if (edits.length === 0) return { changed: false, trans, ts };
  edits.sort((a, b) => b.at - a.at || (a.text.startsWith('</') ? -1 : 1));
  let out = code;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.end ?? e.at);
  const imports: string[] = [];
  if (trans > 0 && !/from '@lingui\/react\/macro'/.test(code)) imports.push("import { Trans } from '@lingui/react/macro';");
  if (ts > 0) {
    if (/\bt\b\s*(=>|[,)=:])|\(t\)|const t\b|\bt\./.test(code)) throw new Error(`${file}: a variable t already`);
    imports.push("import { t } from '@lingui/core/macro';");
  }
  out = imports.join('\n') + '\n' + out;
  writeFileSync(file, out);
  return { changed: true, trans, ts };
}

let total = { trans: 0, ts: 0, files: 0 };
for (const f of process.argv.slice(2)) {
  try {
    const r = wrap(f);
    if (r.changed) total = { trans: total.trans + r.trans, ts: total.ts + r.ts, files: total.files + 1 };
    console.log(f, r.trans, r.ts);
  } catch (e) {
    console.log('SKIP', (e as Error).message);
  }
}
console.log('total', total);
