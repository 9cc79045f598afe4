import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML written by shop editors: text structure, links, images and tables. No scripts,
 * no event handlers, no inline styles, and only http(s), mailto and relative URLs, so a CMS page can
 * never run code in a shopper's browser.
 */
const CMS_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'small',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'section',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attributes) =>
      attributes.target === '_blank'
        ? { tagName, attribs: { ...attributes, rel: 'noopener noreferrer' } }
        : { tagName, attribs: attributes },
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, CMS_HTML_RULES);
}
