import DOMPurify from 'dompurify';

/** Server-provided HTML (rich text) is sanitised before it is rendered: no scripts, handlers or javascript: links. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
