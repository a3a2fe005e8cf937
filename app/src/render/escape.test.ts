import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonInScript } from './escape';

describe('escapeHtml', () => {
  it('leaves no character that could open or end markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('jsonInScript', () => {
  it('cannot close its script element, and parses back to the same value', () => {
    const value = { name: '</script><!-- & \u2028\u2029 -->' };
    const written = jsonInScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
