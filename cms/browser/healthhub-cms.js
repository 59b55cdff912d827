// HealthHub's additions to Sveltia CMS on /admin/, loaded before the CMS's own script: the buttons
// that insert a care card and a citation, an article preview in the site's own classes and
// styles, and zoom allowed on phones. The CMS starts once they are registered (CMS_MANUAL_INIT).
// The care levels and their headings, and the review interval, come from the data- attributes
// the build writes (cms/admin-page.ts, from lib/content/render/care-cards.ts and review.ts). The
// preview's classes are those of components/article/: a class renamed there is renamed here.
window.CMS_MANUAL_INIT = true;

// The editor speaks English, whatever the browser's language or a language chosen in its settings:
// the guards below know the CMS's actions by their English words ("Rename", "Edit"), and the site's
// own buttons and hints are English.
for (const [key, value] of [
  ['language', 'en'],
  ['languages', ['en']],
])
  Object.defineProperty(navigator, key, { get: () => value, configurable: true });
try {
  const prefs = JSON.parse(localStorage.getItem('sveltia-cms.prefs') || '{}');
  if (prefs && prefs.locale && prefs.locale !== 'en')
    localStorage.setItem('sveltia-cms.prefs', JSON.stringify({ ...prefs, locale: 'en' }));
} catch {
  // Unreadable settings: the CMS starts from its defaults, in the browser's (English) language.
}

const script = document.currentScript;
const careLevels = JSON.parse(script?.dataset.careLevels ?? '{}');
const REVIEW_MONTHS = Number(script?.dataset.reviewMonths ?? 12);
/** The pictures an upload may be (cms/config.ts, RASTER_UPLOADS): PNG, JPEG, WebP, AVIF. */
const UPLOADS = new Set((script?.dataset.uploads ?? '').split(',').filter(Boolean));
/** The names such pictures are stored under. */
const PICTURE_NAME = /\.(?:png|jpe?g|webp|avif)$/i;

/** The message of every refusal: what was refused, and what the site takes instead. */
const refuse = (what) =>
  window.alert(
    `${what}: HealthHub takes PNG, JPEG, WebP or AVIF pictures only. Save the picture in one of these formats, then upload it again.`,
  );

/**
 * The pictures the CMS would make files of from HTML dropped or pasted into the text: one written
 * into the HTML as a data: address, stored under its type; and, when a picture file comes with the
 * HTML (a picture copied from a web page), that file, which it names after the page's address of
 * it. Those of another type or name than UPLOADS, each as { name } for the message.
 */
function picturesInHtml(data, withFile) {
  const html = data?.getData?.('text/html');
  if (!html) return [];
  // Parsed, not shown: a parsed document loads and runs nothing.
  const images = new DOMParser().parseFromString(html, 'text/html').images;
  return [...images]
    .map((image) => image.getAttribute('src') ?? '')
    .filter((src) => {
      // The address as the browser (and so the CMS) reads it: tabs, newlines and the controls
      // around it dropped ("da&#9;ta:" is data:).
      let url;
      try {
        url = new URL(src, document.baseURI);
      } catch {
        return false;
      }
      if (url.protocol === 'data:')
        return !UPLOADS.has(url.pathname.split(/[;,]/)[0].trim().toLowerCase());
      const name = url.pathname.split('/').pop() ?? '';
      return withFile && !PICTURE_NAME.test(name);
    })
    .map((src) => ({ name: src.startsWith('data:') ? src.slice(0, 40) : src }));
}

/**
 * Every way a file reaches the CMS (a file field of any upload button or the media library, a file
 * dropped or pasted), caught before the CMS sees it: a file that is not one of UPLOADS (an SVG,
 * an HTML file) is refused, with a message that says why, and the upload goes no further.
 */
function refuseOtherFiles(event) {
  const files = [
    ...(event.target instanceof HTMLInputElement && event.target.type === 'file'
      ? (event.target.files ?? [])
      : []),
    ...(event.dataTransfer?.files ?? []),
    ...(event.clipboardData?.files ?? []),
  ];
  // A file is stored under its name, so its name must say a picture of these kinds too; a folder
  // dropped under a picture's name is no picture.
  const folders = [...(event.dataTransfer?.items ?? [])]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry) => entry?.isDirectory)
    .map((entry) => ({ name: `${entry.name}/` }));
  const refused = [
    ...files.filter((file) => !UPLOADS.has(file.type) || !PICTURE_NAME.test(file.name)),
    ...folders,
    ...picturesInHtml(event.dataTransfer ?? event.clipboardData, files.length > 0),
  ];
  if (refused.length === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.target instanceof HTMLInputElement) event.target.value = '';
  refuse(refused.map((file) => file.name).join(', '));
}
for (const type of ['change', 'input', 'drop', 'paste'])
  window.addEventListener(type, refuseOtherFiles, { capture: true });

// A "Paste Image" button reads the clipboard itself (navigator.clipboard.read): an item holding a
// picture of another kind (an SVG) is left out, with the same message.
const readClipboard = navigator.clipboard?.read?.bind(navigator.clipboard);
if (readClipboard)
  navigator.clipboard.read = async () => {
    const items = await readClipboard();
    const other = (item) =>
      item.types.some((type) => type.startsWith('image/') && !UPLOADS.has(type));
    const refused = items.filter(other);
    if (refused.length > 0) refuse(refused.flatMap((item) => item.types).join(', '));
    return items.filter((item) => !other(item));
  };

/**
 * The media library's own actions that make a file without an upload: Rename (to a name that is no
 * picture's, as x.svg or x.html) and Edit (a picture's bytes rewritten as text). Refused before the
 * CMS acts, with the message.
 */
function refuseLibraryActions(event) {
  if (event.type === 'keydown' && event.key !== 'Enter') return;
  const target = event.target instanceof Element ? event.target : null;
  const item = target?.closest('[role=menuitem]');
  if (
    event.type === 'click' &&
    item?.textContent?.trim() === 'Edit' &&
    /^#\/assets/.test(window.location.hash)
  ) {
    event.preventDefault();
    event.stopImmediatePropagation();
    refuse('A picture edited as text');
    return;
  }
  const dialog = target?.closest('[role=dialog]');
  // The CMS asks before it changes a file's extension: any answer but Cancel to a change to an
  // extension that is no picture's (or to none) is refused too.
  const change =
    /extension (?:from “\.\w+” )?to “\.(\w+)”|add the extension “\.(\w+)”|remove the extension/.exec(
      // Without the invisible isolates the CMS wraps names in (“.⁨png⁩”).
      (dialog?.textContent ?? '').replace(/[\u2066-\u2069]/g, ''),
    );
  const button = target?.closest('button');
  if (
    change &&
    (event.type === 'click' ? button && !/cancel/i.test(button.textContent ?? '') : true)
  ) {
    const extension = change[1] ?? change[2];
    if (extension && PICTURE_NAME.test(`.${extension}`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    refuse(extension ? `A file renamed to .${extension}` : 'A file renamed without a picture type');
    return;
  }
  const renaming = [...(dialog?.querySelectorAll('button') ?? [])].some(
    (button) => button.textContent?.trim() === 'Rename',
  );
  if (!renaming) return;
  const pressed =
    event.type === 'keydown'
      ? target.matches('input')
      : target.closest('button')?.textContent?.trim() === 'Rename';
  const name = dialog.querySelector('input[type=text], input:not([type])')?.value?.trim() ?? '';
  if (!pressed || PICTURE_NAME.test(name)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  refuse(name || 'A name with no picture type');
}
for (const type of ['click', 'keydown'])
  window.addEventListener(type, refuseLibraryActions, { capture: true });

/** Whether a file's first bytes (base64) are those of a picture of the kind its name says. */
function pictureBytes(name, base64) {
  let head = '';
  try {
    head = atob(String(base64 ?? '').slice(0, 64));
  } catch {
    return false;
  }
  const at = (offset, text) => head.slice(offset, offset + text.length) === text;
  if (/\.png$/i.test(name)) return at(0, '\x89PNG\r\n\x1a\n');
  if (/\.jpe?g$/i.test(name)) return at(0, '\xff\xd8\xff');
  if (/\.webp$/i.test(name)) return at(0, 'RIFF') && at(8, 'WEBP');
  if (/\.avif$/i.test(name)) return at(4, 'ftyp') && (at(8, 'avif') || at(8, 'avis'));
  return false;
}

/**
 * Whatever way a file got into the editor, it reaches GitHub in one commit (GraphQL
 * createCommitOnBranch): a file it adds under public/ must be a picture of UPLOADS by its name and
 * by its bytes, or the commit is refused before it leaves the browser, with the message.
 */
const sendRequest = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'POST' && url.pathname.endsWith('/graphql')) {
    const body =
      typeof init?.body === 'string'
        ? init.body
        : input instanceof Request
          ? await input.clone().text()
          : '';
    let additions = [];
    try {
      additions = JSON.parse(body)?.variables?.input?.fileChanges?.additions ?? [];
    } catch {
      additions = [];
    }
    const refused = additions.filter(
      ({ path, contents }) =>
        String(path).startsWith('public/') &&
        (!PICTURE_NAME.test(String(path)) || !pictureBytes(String(path), contents)),
    );
    if (refused.length > 0) {
      refuse(refused.map(({ path }) => path).join(', '));
      throw new TypeError('HealthHub refused to save a file that is not a picture');
    }
  }
  return sendRequest(input, init);
};

/** Text shown in the preview: the five characters HTML gives a meaning to, escaped. */
const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A care card's lines as the preview shows them: a list when they are list items. */
function previewLines(body) {
  const lines = String(body ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const items = lines.filter((line) => /^[-*] /.test(line));
  const text = (line) => escape(line.replace(/^[-*] /, '').replace(/:cite\[[^\]]*\]/g, ''));
  return items.length === lines.length
    ? `<ul>${lines.map((line) => `<li>${text(line)}</li>`).join('')}</ul>`
    : lines.map((line) => `<p>${text(line)}</p>`).join('');
}

/**
 * The preview of an article: its header, review dates, key takeaways, text and sources, with the
 * classes of the article page (components/article/), so it reads in the site's own styles.
 */
function ArticlePreview({ entry, widgetFor }) {
  const { h } = window;
  const data = (name) => entry.getIn(['data', name]);
  const list = (name) => data(name)?.toJS?.() ?? data(name) ?? [];
  const takeaways = list('takeaways');
  const sources = list('sources');
  const dates = [
    data('lastReviewed') && `Last reviewed ${data('lastReviewed')}`,
    `Next review due ${data('nextReviewDue') || `${REVIEW_MONTHS} months after the last review`}`,
  ].filter(Boolean);
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-4 py-6' },
    h(
      'header',
      { className: 'space-y-4' },
      h(
        'p',
        {
          className:
            'bg-brand-50 text-brand-800 inline-block rounded-full px-3 py-1 text-sm font-semibold',
        },
        data('category') || 'Category',
      ),
      data('draft') ? h('p', { className: 'text-sm font-semibold text-slate-900' }, 'Draft') : null,
      h(
        'h1',
        { className: 'text-3xl leading-tight font-bold text-slate-900 md:text-4xl' },
        data('title') || 'Title',
      ),
      h('p', { className: 'text-lg text-slate-700' }, data('excerpt')),
      h('p', { className: 'text-sm text-slate-700' }, dates.join(' · ')),
    ),
    takeaways.length
      ? h(
          'section',
          { className: 'border-brand-700 bg-brand-50 mt-8 rounded-2xl border-l-4 p-6' },
          h(
            'h2',
            { className: 'flex items-center gap-2 text-lg font-semibold text-slate-900' },
            'Key takeaways',
          ),
          h(
            'ul',
            { className: 'mt-3 list-disc space-y-2 pl-5 text-slate-800' },
            takeaways.map((item, i) => h('li', { key: i }, item)),
          ),
        )
      : null,
    h(
      'div',
      {
        className:
          'prose prose-slate prose-headings:text-slate-900 prose-a:text-brand-800 mt-8 max-w-none',
      },
      widgetFor('body'),
    ),
    sources.length
      ? h(
          'section',
          { className: 'mt-10 rounded-2xl bg-slate-50 p-6' },
          h('h2', { className: 'text-lg font-semibold text-slate-900' }, 'Sources'),
          h(
            'ol',
            { className: 'mt-3 space-y-3 text-slate-700' },
            sources.map((source, i) =>
              h(
                'li',
                { key: i, className: 'flex gap-2' },
                h(
                  'span',
                  { className: 'min-w-6 font-semibold text-slate-900' },
                  `${source.id ?? ''}`,
                ),
                h(
                  'span',
                  { className: 'min-w-0' },
                  `${source.title ?? ''} `,
                  h('span', { className: 'block text-sm text-slate-600' }, source.publisher ?? ''),
                ),
              ),
            ),
          ),
        )
      : null,
  );
}

/**
 * The CMS adds a viewport that forbids zooming (maximum-scale=1); an editor who needs to zoom the
 * page on a phone can, once that part is taken out.
 */
new MutationObserver(() => {
  for (const meta of document.querySelectorAll('meta[name="viewport"][content*="maximum-scale"]'))
    meta.setAttribute('content', meta.content.replace(/,?\s*maximum-scale=[^,]*/, ''));
}).observe(document.head, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['content'],
});

/**
 * The editor starts only in a tab no other page holds. A page that frames it, or that opened its
 * tab, could send it elsewhere at any later moment (a fake sign-in, say); so could a page that
 * itself turned into the editor while a window it opened keeps a handle on its tab. Hosts that
 * send the editor's headers forbid this (an opener policy, frame-ancestors); on those that cannot
 * (GitHub Pages, or a policy a host makes invalid), the editor guards itself: it starts in a tab
 * opened from its own link, with no handle back and a one-time key only this site can have written
 * (`?tab=`), and on a reload of that tab; anywhere else it offers that link.
 */
const TAB_KEY = 'healthhub-editor-tab';
const OPEN_KEY = 'healthhub-editor-open';

/**
 * A github.io address is shared by every GitHub Pages site of its account (user.github.io/a/,
 * user.github.io/b/): a page of any of them could read the editor's sign-in. The editor does not
 * start there (nor at the same name with trailing dots); a custom domain gives the site
 * an address of its own (docs/DEPLOY.md).
 */
const SHARED_ORIGIN = /\.github\.io\.*$/i;

function ownTab() {
  if (window.top !== window.self || window.opener !== null) return false;
  const url = new URL(window.location.href);
  const key = url.searchParams.get('tab');
  if (key) {
    const expected = localStorage.getItem(OPEN_KEY);
    localStorage.removeItem(OPEN_KEY);
    url.searchParams.delete('tab');
    window.history.replaceState(null, '', url);
    if (expected === key) sessionStorage.setItem(TAB_KEY, '1');
    else sessionStorage.removeItem(TAB_KEY);
    return expected === key;
  }
  // The tab's own storage remembers it, for a reload only: a tab that went to another site and
  // came back (that site may hold a handle on it meanwhile) starts from the link again, and so
  // does any later reload of it, so the tab forgets it.
  const [navigation] = performance.getEntriesByType('navigation');
  if (navigation?.type === 'reload' && sessionStorage.getItem(TAB_KEY) === '1') return true;
  sessionStorage.removeItem(TAB_KEY);
  return false;
}

/** In place of the editor: a link that opens it in a new tab of its own, with no handle back. */
function offerOwnTab() {
  const main = document.createElement('main');
  main.style.cssText =
    'max-width: 36rem; margin: 3rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'The editor opens in a tab of its own';
  const why = document.createElement('p');
  why.textContent =
    'So that no other page can change what the editor shows, it starts only in a tab opened from this link.';
  const link = document.createElement('a');
  link.href = window.location.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = 'Open the editor in a tab of its own';
  link.addEventListener('click', () => {
    // Random bytes as hex (crypto.randomUUID exists on secure addresses only; this works on any).
    const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    localStorage.setItem(OPEN_KEY, key);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', key);
    link.href = url.href;
  });
  main.append(heading, why, link);
  document.body.append(main);
}

/** In place of the editor on a shared address: why it does not start, and what to do. */
function offerOwnAddress() {
  const main = document.createElement('main');
  main.style.cssText =
    'max-width: 36rem; margin: 3rem auto; padding: 0 1rem; font: 1rem/1.5 system-ui, sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'The editor needs an address of its own';
  const why = document.createElement('p');
  why.textContent = `Every GitHub Pages site of this account shares ${window.location.host}, so a page of any of them could read your sign-in. Give the site a custom domain (see "GitHub Pages" in docs/DEPLOY.md), then open the editor there.`;
  main.append(heading, why);
  document.body.append(main);
}

// A tab restored from the browser's back-forward cache skips the checks below (another page may
// have held it meanwhile): it forgets it was the editor's own tab and loads again, to the link.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  sessionStorage.removeItem(TAB_KEY);
  window.location.reload();
});

window.addEventListener('DOMContentLoaded', () => {
  if (SHARED_ORIGIN.test(window.location.hostname)) {
    offerOwnAddress();
    return;
  }
  if (!ownTab()) {
    offerOwnTab();
    return;
  }
  const { CMS } = window;

  CMS.registerEditorComponent({
    id: 'care-card',
    label: 'Care card',
    icon: 'emergency',
    fields: [
      {
        name: 'level',
        label: 'How urgent',
        widget: 'select',
        options: Object.entries(careLevels).map(([value, heading]) => ({
          value,
          label: `${value[0].toUpperCase()}${value.slice(1)}: "${heading}"`,
        })),
        default: 'emergency',
      },
      {
        name: 'heading',
        label: 'Heading of its own',
        hint: 'Optional: leave it empty for the heading above, or write one that fits the signs, such as "Get medical help the same day if you have a headache and".',
        widget: 'string',
        required: false,
      },
      {
        name: 'body',
        label: 'Signs, one per line',
        hint: 'Start each line with "- ". Cite a source at the end of a line: :cite[source-short-name]',
        widget: 'text',
      },
    ],
    pattern:
      /^:::(?<level>emergency|urgent|routine)(?:\[(?<heading>[^\]\n]*)\])?\n(?<body>[\s\S]*?)\n:::$/m,
    fromBlock: ({ groups }) => ({
      level: groups.level,
      heading: groups.heading ?? '',
      body: groups.body,
    }),
    toBlock: ({ level, heading, body }) => {
      const own = String(heading ?? '').trim();
      return `:::${level || 'emergency'}${own ? `[${own}]` : ''}\n${String(body ?? '').trim()}\n:::`;
    },
    toPreview: ({ level, heading, body }) =>
      `<section class="care-card care-card-${escape(level)}"><p><strong>${escape(String(heading ?? '').trim() || careLevels[level] || '')}</strong></p>${previewLines(body)}</section>`,
  });

  CMS.registerEditorComponent({
    id: 'citation',
    label: 'Citation',
    icon: 'format_quote',
    fields: [
      {
        name: 'ids',
        label: 'Source',
        hint: "The short name of one of this article's sources (under Sources), such as nhs-insomnia; several are separated by commas.",
        widget: 'string',
        pattern: [
          '^[a-z0-9]+(-[a-z0-9]+)*(, ?[a-z0-9]+(-[a-z0-9]+)*)*$',
          'Use the short name of a source, such as nhs-insomnia.',
        ],
      },
    ],
    pattern: /:cite\[(?<ids>[a-z0-9, -]+)\]/,
    fromBlock: (match) => ({ ids: match.groups.ids }),
    toBlock: ({ ids }) => `:cite[${String(ids ?? '').trim()}]`,
    toPreview: ({ ids }) => `<sup class="citation">[${escape(ids)}]</sup>`,
  });

  CMS.registerPreviewTemplate('articles', ArticlePreview);
  CMS.registerPreviewStyle(new URL('preview.css', script.src).href);
  CMS.init();
});
