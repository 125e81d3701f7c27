import {describe, expect, it} from 'vitest';
import {escapeHtml, highlightToHtml, normalizeLanguage} from '../../plugins/code-highlight/highlight';
import remarkStaticCode, {titleFromMeta} from '../../plugins/code-highlight';

describe('build-time highlighting', () => {
  it('highlights the languages the docs use, with Prism token classes', () => {
    expect(highlightToHtml('$client = new FernpayClient();', 'php')).toContain(
      '<span class="token variable">$client</span>',
    );
    expect(highlightToHtml('curl --request POST', 'bash')).toContain('<span class="token function">curl</span>');
    expect(highlightToHtml('{"amount": "125.50"}', 'json')).toContain('<span class="token property">"amount"</span>');
    expect(highlightToHtml('import requests', 'python')).toContain('<span class="token keyword">import</span>');
    expect(highlightToHtml('const a = 1;', 'js')).toContain('<span class="token keyword">const</span>');
  });
  it('escapes text in unknown languages and drops the final newline', () => {
    expect(highlightToHtml('<b>&</b>\n', 'text')).toMatch(/^&lt;b(>|&gt;)&amp;&lt;\/b(>|&gt;)$/);
    expect(highlightToHtml('<b>&</b>', 'no-such-language')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(escapeHtml('a < b')).toBe('a &lt; b');
    expect(normalizeLanguage('sh')).toBe('bash');
    expect(normalizeLanguage(undefined)).toBe('text');
  });
  it('never lets code become markup', () => {
    expect(highlightToHtml('echo "<script>alert(1)</script>"', 'bash')).not.toContain('<script>');
  });
  it('turns fenced code into StaticCode and leaves mermaid alone', async () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'php', meta: 'title="client.php"', value: 'echo 1;'},
        {type: 'code', lang: 'mermaid', value: 'graph TD; a-->b'},
      ],
    };
    await remarkStaticCode()(tree as never);
    const [code, mermaid] = tree.children as unknown as [
      {name: string; attributes: {name: string; value: string}[]},
      {type: string},
    ];
    expect(code.name).toBe('StaticCode');
    expect(Object.fromEntries(code.attributes.map((a) => [a.name, a.value]))).toMatchObject({
      language: 'php',
      title: 'client.php',
    });
    expect(mermaid.type).toBe('code');
    expect(titleFromMeta("title='a b'")).toBe('a b');
    expect(titleFromMeta(null)).toBeUndefined();
  });
});
