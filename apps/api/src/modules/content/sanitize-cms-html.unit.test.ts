import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms-html';

describe('sanitizeCmsHtml', () => {
  it('removes script elements with their content', () => {
    expect(sanitizeCmsHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeCmsHtml('<img src="/media/a.svg" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/media/a.svg" alt="A" />',
    );
  });

  it('removes javascript: links but keeps the text', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('removes inline styles and iframes', () => {
    expect(sanitizeCmsHtml('<p style="position:fixed">a</p><iframe src="https://evil"></iframe>')).toBe(
      '<p>a</p>',
    );
  });

  it('keeps headings, lists, tables, relative and mailto links', () => {
    const html =
      '<h2>Kontakt</h2><ul><li><a href="/de-de/agb">AGB</a></li><li><a href="mailto:info@hortus.example">Mail</a></li></ul><table><tr><td>1</td></tr></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
