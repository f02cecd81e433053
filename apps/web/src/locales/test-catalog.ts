import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** For tests: a language's catalog as the app loads it, each English text's id → its compiled translation. */
export function compiledCatalog(locale: 'tw' | 'ee' | 'ha' | 'fr') {
  const po = readFileSync(path.resolve(import.meta.dirname, `${locale}/messages.po`), 'utf8');
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const entry of po.split('\n\n')) {
    const found = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry);
    if (found) messages[generateMessageId(unquote(found[1]!))] = compileMessage(unquote(found[2]!));
  }
  return messages;
}
