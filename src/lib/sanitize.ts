import DOMPurify from 'dompurify';

/** Server-provided HTML (rich text) is sanitised before it is rendered: no scripts, handlers or javascript: links. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}

/**
 * Plain-text fields (titles, URLs, FAQ questions and answers) carry no markup: script and style
 * elements go with their content, any other tag and stray angle brackets are removed.
 */
export function plainText(value: unknown): string {
  return String(value ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z!?/][^>]*>/gi, '')
    .replace(/[<>]/g, '')
    .trim();
}
