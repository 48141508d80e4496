import sanitizeHtml from 'sanitize-html';

/**
 * Policy, project and news bodies come from outside sources: only this allow-list of structural tags and
 * attributes survives. No scripts, no styles, no event handlers, links only to http(s) and mailto.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'blockquote',
    'hr',
    'sub',
    'sup',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

/** Stored HTML made safe to render. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
