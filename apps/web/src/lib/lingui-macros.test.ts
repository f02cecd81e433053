import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { linguiMacros } from '../../lingui-macros';

async function build(code: string): Promise<string> {
  const transform = linguiMacros().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const result = (await transform.call({} as never, code, '/src/features/x/screen.tsx')) as { code: string } | null;
  return result?.code ?? code;
}

describe('the macros at build time (lingui-macros.ts)', () => {
  it('ships the English text compiled inside the code, with an id for the other catalogs, and our runtime', async () => {
    const code = await build(
      "import { Trans } from '@lingui/react/macro';\nexport const Hint = ({ typed }: { typed: string }) => <p><Trans>Nobody on it has {typed} yet.</Trans></p>;",
    );
    expect(code).toContain('message: ["Nobody on it has ", ["typed"], " yet."]');
    expect(code).toMatch(/id: "[\w/+]{6}"/);
    expect(code).toContain('src/lib/i18n.tsx');
    expect(code).not.toContain('@lingui/react');
  });

  it("leaves the app's own objects that happen to have an id and a message alone", async () => {
    const code = await build(
      "import { t } from '@lingui/core/macro';\nconst error = { id: 'x', message: 'plain' };\nexport const label = () => t`Send` + error.message;",
    );
    expect(code).toContain("message: 'plain'");
    expect(code).toContain('message: "Send"');
  });

  it('does not touch a file without macros', async () => {
    expect(await build("export const a = { id: 'x', message: 'plain' };")).toBe("export const a = { id: 'x', message: 'plain' };");
  });
});
