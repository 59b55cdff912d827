import { remark } from 'remark';
import remarkHtml from 'remark-html';

const processor = remark().use(remarkHtml, { sanitize: true });

/**
 * The one place markdown becomes HTML. Sanitising stays on: raw HTML, scripts, event handlers and
 * `javascript:` links in a markdown file never reach the page.
 */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
