import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LINGUI_CONFIG = path.join(import.meta.dirname, 'lingui.config.ts');

/**
 * Lingui's macros (`<Trans>`, `t`, `useLingui`) for a Vite 8 build whose React plugin has no Babel
 * step: Babel runs only on the files that import a macro, before the React plugin. The macros keep
 * each English text beside its id, and `inlineEnglish` replaces it by its compiled form, so English
 * needs no catalog and no message compiler at run time: each chunk carries the texts it shows, as
 * before, and the landing page downloads no catalog. A translation in the active catalog wins.
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG, cwd: import.meta.dirname });
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return null;
      if (!/from ['"]@lingui\/(core|react)\/macro['"]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id.split('?')[0],
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], inlineEnglish],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The descriptors the macros wrote (`{ id, message: "Hi {name}" }`, each marked by a leading `i18n`
 * comment, so an object of the app's own with an id and a message is left alone) → the message compiled
 * (["Hi ", ["name"]]).
 */
function inlineEnglish(): PluginObj {
  const key = (p: t.ObjectProperty) => (t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : '');
  return {
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression({ node }) {
              if (!node.leadingComments?.some((comment) => comment.value === 'i18n')) return;
              const message = node.properties.find((p): p is t.ObjectProperty => t.isObjectProperty(p) && key(p) === 'message');
              if (!message || !t.isStringLiteral(message.value)) return;
              const compiled = compileMessage(message.value.value);
              // Plain text stays a string (the runtime shows a string as it is): 2 bytes less a text.
              message.value = t.valueToNode(compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled);
            },
          });
        },
      },
    },
  };
}
