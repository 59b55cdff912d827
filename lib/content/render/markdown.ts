// Markdown to HTML: the one rendering of an article body (sanitised), with its sources and sections.
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { remark } from 'remark';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import {
  callNumbers,
  EMERGENCY_USES,
  inUrgentCard,
  type CallNumber,
  type NumberUse,
} from '../../site/call-numbers';
import { BASE_PATH, withBasePath } from '../../site/base-path.mjs';
import { pictureVariants } from './pictures';
import { CARE_LEVELS, careCards, ENGLISH_CARE_WORDS, type CareCardWords } from './care-cards';
import type { NumberedSource } from './citations';
import type { VFile } from 'vfile';
import { directiveUses, keepBareColons, type DirectiveNode, type DirectiveUse } from './directives';
import { cached } from '../read/cache';
import { renderDirectives } from './render-directives';
import { sectionIds, type Section } from './sections';
import { internalLink, mayLinkInternally, resolveHref } from '../links';
import type { Source } from '../schema';
import { pathIn, type Lang } from '../../i18n/languages';
import { fill } from '../../i18n/text';
import { article as hindiWords } from '../../i18n/dictionaries/hi/article';
import type { HastNode } from './hast';

/** The parts of a markdown syntax tree that links live in. */
type MarkdownNode = {
  type: string;
  url?: string;
  identifier?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number } };
};

function* walk(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** Links and link definitions (`[label]: url`) of a tree. */
const linkNodes = (tree: MarkdownNode) =>
  [...walk(tree)].filter((node) => node.type === 'link' || node.type === 'definition');

/**
 * A remark plugin: `article:some-id` becomes `/blog/some-id`, `category:x` `/category/x`, and every
 * root-relative link (those two, `/contact`) takes the base path of sub-path hosting.
 */
function resolveInternalLinks() {
  return (tree: MarkdownNode) => {
    for (const node of linkNodes(tree)) {
      if (!node.url) continue;
      const href = resolveHref(node.url);
      node.url = href.startsWith('/') && !href.startsWith('//') ? withBasePath(href) : href;
    }
  };
}

/**
 * The sanitiser's rules: GitHub's (no raw HTML, scripts, event handlers or `javascript:` links; ids
 * written in markdown get the prefix `user-content-`), plus `tel:` links and the care-card marks
 * of `renderDirectives`.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  // A phone number written as a link, [112](tel:112), is one a reader can tap.
  protocols: {
    ...defaultSchema.protocols,
    href: [...(defaultSchema.protocols?.href ?? []), 'tel'],
  },
  attributes: {
    ...defaultSchema.attributes,
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['dataCare', ...Object.keys(CARE_LEVELS)] as [string, ...string[]],
      'dataCareTitle',
      'dataFirstAid',
    ],
  },
};

/** An internal link of a text, with its line (1 = the text's first line). */
export type LinkUse = { url: string; line: number };

/** The images of a tree (`![alt](src)`, and `![alt][ref]` with its definition), with their lines. */
const imagesOf = (tree: MarkdownNode): LinkUse[] => {
  const nodes = [...walk(tree)];
  const definitions = new Map(
    nodes.flatMap((n) => (n.type === 'definition' ? [[n.identifier, n.url] as const] : [])),
  );
  return nodes.flatMap((node) => {
    if (node.type !== 'image' && node.type !== 'imageReference') return [];
    const url = node.type === 'image' ? node.url : definitions.get(node.identifier);
    return [{ url: url ?? '', line: node.position?.start.line ?? 1 }];
  });
};

/** False when a text cannot contain an image, which spares parsing it. */
const mayHaveImages = (text: string) => text.includes('![');

const internalLinksOf = (tree: MarkdownNode): LinkUse[] =>
  linkNodes(tree).flatMap(({ url, position }) =>
    url && internalLink(url) ? [{ url, line: position?.start.line ?? 1 }] : [],
  );

/**
 * A remark plugin that only reads: when the file asks for it (`data.forChecks`), it leaves the
 * directives and internal links as written (before either is rendered) in the file's data, so one
 * parse serves both the checks and the page.
 */
function collectForChecks() {
  return (tree: MarkdownNode, file: VFile) => {
    if (!file.data.forChecks) return;
    const source = String(file.value);
    file.data.directives = directiveUses(tree as DirectiveNode, source);
    file.data.internalLinks = mayLinkInternally(source) ? internalLinksOf(tree) : [];
    file.data.images = mayHaveImages(source) ? imagesOf(tree) : [];
  };
}

/** The care cards' words in each language (a Hindi body's default headings are Hindi). */
const CARE_WORDS: Record<Lang, CareCardWords> = {
  en: ENGLISH_CARE_WORDS,
  hi: hindiWords.careCards,
};

/** What a body in another language than English says to screen readers, in its words. */
const BODY_WORDS: Record<Exclude<Lang, 'en'>, typeof hindiWords.body> = { hi: hindiWords.body };

const CITATION_LABEL = /^Source (\d+)$/;
const SECTION_LINK_LABEL = /^Link to the section (.*)$/s;

/**
 * A rehype plugin for a body in another language than English, run last: a link to a category or
 * a first-aid page leads to its page in that language; any other link to a page of the site (an
 * article, /contact...) leads to English, and says so (`hreflang="en"`); a link to a section of
 * the original (`#when-to-see-a-doctor`, the file's `anchors` naming the original's sections in
 * order) leads to the same section of this body, whose ids are in its own script; the citations'
 * and the heading links' labels (lib/content/render writes them in English) are said in the
 * language.
 */
function bodyIn(lang: Exclude<Lang, 'en'>) {
  const words = BODY_WORDS[lang];
  return () => (tree: HastNode, file: VFile) => {
    const anchors = (file.data.anchors ?? []) as readonly string[];
    const sections = (file.data.sections ?? []) as readonly Section[];
    const visit = (node: HastNode) => {
      const properties = node.tagName === 'a' ? node.properties : undefined;
      const href = properties?.href;
      if (typeof href === 'string' && href.startsWith(`${BASE_PATH}/`) && !href.startsWith('//')) {
        const path = href.slice(BASE_PATH.length);
        if (path.startsWith('/category/') || path.startsWith('/first-aid'))
          properties!.href = withBasePath(pathIn(lang, path));
        else properties!.hrefLang = 'en';
      }
      if (typeof href === 'string' && href.startsWith('#')) {
        const section = sections[anchors.indexOf(decodeURIComponent(href.slice(1)))];
        if (section) properties!.href = `#${section.id}`;
      }
      const label = properties?.ariaLabel;
      if (typeof label === 'string') {
        const number = CITATION_LABEL.exec(label)?.[1];
        const title = SECTION_LINK_LABEL.exec(label)?.[1];
        if (number) properties!.ariaLabel = fill(words.source, { number });
        else if (title !== undefined) properties!.ariaLabel = fill(words.sectionLink, { title });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** The processor of a body in a language: English's is the site's original one. */
function processorFor(lang: Lang) {
  const base = remark()
    .use(remarkDirective)
    .use(keepBareColons)
    .use(collectForChecks)
    .use(resolveInternalLinks)
    .use(renderDirectives)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(pictureVariants)
    .use(
      careCards({
        numbers: callNumbers(EMERGENCY_USES, lang),
        advice: callNumbers(inUrgentCard(), lang),
        words: CARE_WORDS[lang],
      }),
    )
    // A translation's headings get ids in its own script (English ids stay ASCII, as ever).
    .use(sectionIds({ script: lang !== 'en' }));
  return (lang === 'en' ? base : base.use(bodyIn(lang))).use(rehypeStringify);
}

const processor = processorFor('en');
const processors = new Map<Lang, typeof processor>([['en', processor]]);
const processorIn = (lang: Lang) => {
  let found = processors.get(lang);
  if (!found) processors.set(lang, (found = processorFor(lang)));
  return found;
};

/** A rehype plugin: every heading `shift` levels lower (an `##` of an embedded text under an `###`). */
function shiftHeadings(shift: number) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const level = /^h([1-6])$/.exec(node.tagName ?? '')?.[1];
      if (level) node.tagName = `h${Math.min(Number(level) + shift, 6)}`;
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * An emergency of the first-aid library as an article embeds it: its body without citation marks
 * (the emergency's page lists its sources), its headings `shift` levels lower, its care cards with
 * ids of their own (`prefix`) and no emergency numbers of their own (the embedding card gives them,
 * and its urgent cards the line for urgent advice), the
 * whole put in the card `wrap` makes of it.
 */
export function renderEmbeddedBody(
  markdown: string,
  lang: Lang,
  {
    shift,
    prefix,
    advice,
    wrap,
  }: {
    shift: number;
    prefix: string;
    /** The line for urgent advice its urgent cards give. */
    advice: readonly CallNumber[];
    wrap: (children: HastNode[]) => HastNode;
  },
): string {
  const file = remark()
    .use(remarkDirective)
    .use(keepBareColons)
    .use(resolveInternalLinks)
    .use(renderDirectives)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(pictureVariants)
    .use(careCards({ numbers: [], advice, words: CARE_WORDS[lang], prefix }))
    .use(shiftHeadings(shift))
    .use(lang === 'en' ? () => () => {} : bodyIn(lang))
    .use(() => (tree: HastNode) => {
      tree.children = [wrap(tree.children ?? [])];
    })
    .use(rehypeStringify)
    .processSync({ value: markdown, data: { sources: [] } });
  return String(file);
}

/** Parses without rendering: the tree the checks read. */
const reader = remark().use(remarkDirective).use(keepBareColons);

/** An article body as the page shows it. */
export type RenderedArticle = { html: string; sources: NumberedSource[]; sections: Section[] };

/** Markdown as HTML, with its sources numbered and the sections (`##`, `###`) it has. */
function render(
  markdown: string,
  sources: readonly Source[],
  forChecks = false,
  lang: Lang = 'en',
  anchors: readonly string[] = [],
  numbers?: readonly NumberUse[],
) {
  const file = processorIn(lang).processSync({
    value: markdown,
    data: {
      sources,
      forChecks,
      anchors,
      ...(numbers ? { advice: callNumbers(inUrgentCard(numbers), lang) } : {}),
    },
  });
  return {
    html: String(file),
    sources: (file.data.numberedSources ?? []) as NumberedSource[],
    sections: (file.data.sections ?? []) as Section[],
    file,
  };
}

/**
 * The one place markdown becomes HTML. Internal links are resolved, headings given ids and care
 * cards drawn (an article's citations are numbered by `renderArticle`).
 * Sanitising stays on: raw HTML, scripts, event handlers and `javascript:` links in a markdown
 * file never reach the page; what is added after it (ids, anchors, cards) is the site's own.
 */
export const renderMarkdown = (markdown: string): string => render(markdown, []).html;

/**
 * The key an article body's rendering is kept under: its text, its sources and the base path; in
 * another language than English, also the language and its care-card words (which live outside
 * lib/content, whose code the cache's version covers).
 */
export const renderKey = (
  article: { content: string; sources: readonly Source[]; numbers?: readonly NumberUse[] },
  lang: Lang = 'en',
  anchors: readonly string[] = [],
): string[] => [
  article.content,
  JSON.stringify(article.sources),
  BASE_PATH,
  ...(article.numbers ? [JSON.stringify(article.numbers)] : []),
  ...(lang === 'en' ? [] : [lang, JSON.stringify([CARE_WORDS[lang], BODY_WORDS[lang], anchors])]),
];

/** The directives of a markdown text, in reading order, with their lines (1 = the text's first). */
export function directivesOf(markdown: string): DirectiveUse[] {
  if (!markdown.includes(':')) return [];
  const tree = reader.runSync(reader.parse(markdown), markdown) as DirectiveNode;
  return directiveUses(tree, markdown);
}

/** The internal links of a markdown text with their lines (line 1 is the text's first line). */
export function internalLinks(markdown: string): LinkUse[] {
  if (!mayLinkInternally(markdown)) return [];
  return internalLinksOf(processor.parse(markdown));
}

/** The images of a markdown text with their lines (line 1 is the text's first line). */
export function bodyImages(markdown: string): LinkUse[] {
  if (!mayHaveImages(markdown)) return [];
  return imagesOf(processor.parse(markdown));
}

/**
 * An article body rendered, and read for the checks in the same parse: its directives and internal
 * links (lines as in `directivesOf` and `internalLinks`). The rendering is kept in the content cache,
 * when there is one, for `renderArticle`.
 */
export function renderAndRead(
  content: string,
  sources: readonly Source[],
): { directives: DirectiveUse[]; links: LinkUse[]; images: LinkUse[] } {
  const { file, ...rendered } = render(content, sources, true);
  cached('html', renderKey({ content, sources })).write(rendered);
  return {
    directives: file.data.directives as DirectiveUse[],
    links: file.data.internalLinks as LinkUse[],
    images: (file.data.images ?? []) as LinkUse[],
  };
}

/**
 * An article's body as HTML, its citations numbered, its sources in that numbered order and its
 * sections for the contents list; `lang` is the body's language (a translation's is not English),
 * which its care cards and links are drawn in; `anchors`, the original's section ids (a
 * translation's links to them lead to its own sections).
 */
export function renderArticle(
  /** An article, or an emergency with the `numbers` its page gives (its urgent cards' among them). */
  article: { content: string; sources: readonly Source[]; numbers?: readonly NumberUse[] },
  lang: Lang = 'en',
  anchors: readonly string[] = [],
): RenderedArticle {
  const entry = cached<RenderedArticle>('html', renderKey(article, lang, anchors));
  const kept = entry.read();
  if (kept) return kept;
  const rendered = render(article.content, article.sources, false, lang, anchors, article.numbers);
  const { html, sources, sections } = rendered;
  return entry.write({ html, sources, sections });
}

/** The ids of a body's sections, in order: what a translation's links to them are mapped from. */
export const sectionAnchors = (original: { content: string; sources: readonly Source[] }) =>
  renderArticle(original).sections.map((section) => section.id);
