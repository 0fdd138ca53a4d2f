import { useEffect, useState } from 'react';
import { isRichTextUrl, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../meta/rich-text/policy';

type Purify = (typeof import('dompurify'))['default'];
let purifier: Promise<Purify> | null = null;

/** The sanitiser loads with the first rich text shown, not with every list. */
function loadPurifier(): Promise<Purify> {
  purifier ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if ((data.attrName === 'href' || data.attrName === 'src') && !isRichTextUrl(data.attrValue))
        data.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    return purify;
  });
  return purifier;
}

/** The policy's tags and attributes, and nothing else (the server stored it sanitised already). */
export function sanitizeForScreen(purify: Purify, html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat()), 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * Shows rich text sanitised once more in the browser (scripts, event attributes and foreign
 * addresses removed): what the server stored is never trusted to run.
 */
export function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPurifier().then((purify) => live && setClean(sanitizeForScreen(purify, html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className="rich-text-content" data-rich-text dangerouslySetInnerHTML={{ __html: clean }} />;
}
