import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeRichText, sanitizeServedHtml } from './sanitize.ts';

/** The hostile corpus of test T34. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<svg onload="alert(3)"><circle/></svg>',
  '<a href="javascript:alert(4)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(5)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="width: expression(alert(6))">styled</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
].join('\n');

function assertNoScriptCapableContent(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<input/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|expression\(/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toContain('alert(1)');
}

describe('rich text sanitising', () => {
  it('removes every script-capable construct from HTML', () => {
    const clean = sanitizeRichText(HOSTILE);
    assertNoScriptCapableContent(clean);
    expect(clean).toContain('<p>styled</p>');
    expect(clean).toContain('>click</a>');
  });

  it('removes them from Markdown with embedded HTML, and from Markdown links', () => {
    const clean = renderMarkdown(`# Title\n\n${HOSTILE}\n\n[link](javascript:alert(7)) ![x](javascript:alert(8))`);
    assertNoScriptCapableContent(clean);
  });

  it('keeps the formatting content needs', () => {
    const html = renderMarkdown(
      '## Условия\n\n- от **1 рулона**\n- 20–25 кг\n\n[Контакты](https://polotno.example/contact)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Условия</h2>');
    expect(html).toContain('<li>от <strong>1 рулона</strong></li>');
    expect(html).toContain('<a href="https://polotno.example/contact" rel="noopener noreferrer nofollow">Контакты</a>');
    expect(html).toContain('<table>');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = renderMarkdown('Текст с [ссылкой](https://example.com) и <b>жирным</b>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('cleans served HTML the same way on the first and on every later request', () => {
    const first = sanitizeServedHtml(HOSTILE);
    assertNoScriptCapableContent(first);
    expect(first).toBe(sanitizeRichText(HOSTILE));
    expect(sanitizeServedHtml(HOSTILE)).toBe(first);
    // Bodies far past the bound are still cleaned, one after another.
    const big = `<p>${'ткань '.repeat(700_000)}</p><script>alert(1)</script>`;
    for (const body of [big, `${big} `, HOSTILE]) assertNoScriptCapableContent(sanitizeServedHtml(body));
  });
});
