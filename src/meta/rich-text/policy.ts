/**
 * What rich text (articles, announcements, activity pages) may hold, for the server that
 * sanitises it on every write and the screens that show it: plain formatting, lists, links and
 * pictures. No scripts, styles, frames, forms or event attributes; links and pictures only to
 * http(s) addresses, uploaded files (`/files/...`) or mail.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'div',
  'hr',
  'code',
  'pre',
] as const;

/** Attributes kept, by tag; every other attribute (on*, style, class...) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** Addresses a link or picture may have. */
export const RICH_TEXT_URL = /^(https?:\/\/[^\s"'<>]+|\/files\/[A-Za-z0-9._/-]+|mailto:[^\s"'<>]+)$/i;

export const isRichTextUrl = (url: string): boolean => RICH_TEXT_URL.test(url.trim()) && !url.includes('..');
