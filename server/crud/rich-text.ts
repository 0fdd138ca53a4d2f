import sanitizeHtml from 'sanitize-html';
import type { EntityFile } from '../../src/meta/model';
import { isRichTextUrl, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../src/meta/rich-text/policy';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // The rel that transformTags adds to a link opening a new window is kept too.
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    a: [...RICH_TEXT_ATTRIBUTES.a, 'rel'],
  },
  // Scripts and styles go with their content; any other unknown tag leaves its text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isRichTextUrl(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isRichTextUrl(attribs.href) ? attribs.href : undefined;
      const kept: Record<string, string> = {};
      if (href) kept.href = href;
      if (attribs.title) kept.title = attribs.title;
      // A link that opens a new window cannot reach back into the console.
      if (attribs.target === '_blank') Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

/** Rich text as it may be stored: the shared policy's tags, attributes and addresses only. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Is this field rich text (a text field edited with the rich-text widget)? */
export const isRichText = (entity: EntityFile, name: string): boolean => entity.fields[name]?.widget === 'rich-text';
