// The browser editor's configuration (out/admin/config.yml): its collections, made at build time
// from the content schema and the registries (categories, team), so a field added to the schema
// appears in the editor with the next build.
import { cmsFields, type CmsField, type FieldSpec } from './fields';
import {
  articleFrontMatterSchema,
  categorySchema,
  EDITORIAL_TEAM,
  pageFrontMatterSchema,
  REVIEW_KINDS,
  reviewRecordSchema,
  teamMemberSchema,
} from '../lib/content/schema';
import { EXCERPT_LIMIT } from '../lib/content/checks/article-checks';
import { TAKEAWAYS } from '../lib/content/render/takeaways';
import { ARTICLE_ID_MAX_LENGTH, TITLE_MAX_LENGTH } from '../lib/content/limits';
import { EDITORIAL_TEAM_NAME, REVIEW_INTERVAL_MONTHS } from '../lib/content/review';
import { canSign } from '../lib/content/sign-off';
import type { Category, TeamMember } from '../lib/content/types';
import { site } from '../lib/site/settings';

/** Where the editor's changes go: the clinic's GitHub repository, or the browser (tests, trying it out). */
export type CmsBackend =
  { name: 'github'; repo: string; branch: string; base_url?: string } | { name: 'test-repo' };

export type CmsInput = {
  backend: CmsBackend;
  categories: readonly Category[];
  team: readonly TeamMember[];
  /** The next free list position when the site was built. */
  nextOrder: number;
  /** The site's base path ('' at the root of its origin), for the logo's address. */
  basePath: string;
};

/** The picture types an editor may upload: raster images, which can run nothing. */
export const RASTER_UPLOADS = 'image/png,image/jpeg,image/webp,image/avif';

const DAY_HINT = 'A day, written YYYY-MM-DD.';
const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens, such as nhs-insomnia.';
const HTTPS_MESSAGE = 'Give the full address of the page, starting with https://';

const sourceFields: Record<string, FieldSpec> = {
  id: {
    label: 'Short name',
    hint: 'What the text cites it by: a citation of nhs-insomnia shows as a number linked to this source.',
    patternMessage: SLUG_MESSAGE,
  },
  title: { label: "Page's title", hint: 'The title of the page, as the page itself writes it.' },
  publisher: {
    label: 'Publisher',
    hint: 'The body that publishes it, such as NHS or World Health Organization.',
  },
  url: {
    label: 'Address',
    hint: 'The page that carries the fact, not a home page, a search or a PDF that moves.',
    patternMessage: HTTPS_MESSAGE,
  },
};

function articleFields({ categories, team, nextOrder }: CmsInput): CmsField[] {
  const signers = team.filter(canSign);
  const reviewers = [
    { label: `${EDITORIAL_TEAM_NAME} (editorial team)`, value: EDITORIAL_TEAM },
    ...team.filter((m) => !m.sample).map((m) => ({ label: `${m.name}, ${m.role}`, value: m.id })),
  ];
  return cmsFields(articleFrontMatterSchema, {
    title: {
      label: 'Title',
      hint: `The headline, at most ${TITLE_MAX_LENGTH} characters. It also makes the article's web address.`,
      maxlength: TITLE_MAX_LENGTH,
    },
    excerpt: {
      label: 'Summary',
      hint: `One or two sentences under the title and in search engines, at most ${EXCERPT_LIMIT} characters.`,
      widget: 'text',
      maxlength: EXCERPT_LIMIT,
    },
    takeaways: {
      label: 'Key takeaways',
      hint: `${TAKEAWAYS.min} to ${TAKEAWAYS.max} short sentences a reader can act on (required in a health category), each at most ${TAKEAWAYS.characters} characters, plain text. Each restates something the article says and cites.`,
      itemLabel: 'Takeaway',
      max: TAKEAWAYS.max,
      maxlength: TAKEAWAYS.characters,
    },
    category: {
      label: 'Category',
      hint: 'The topic a reader would look in first.',
      options: categories.map((c) => c.name),
    },
    author: { label: 'Author line', default: EDITORIAL_TEAM_NAME },
    date: {
      label: 'Published',
      hint: `${DAY_HINT} It cannot be in the future.`,
      default: '{{now}}',
    },
    updated: {
      label: 'Last revised',
      hint: `${DAY_HINT} Optional: the day of the last real revision.`,
    },
    readTime: {
      label: 'Reading time',
      hint: "Leave it empty: the site works it out from the length. Otherwise text such as '8 min'.",
      patternMessage: "Write a whole number of minutes and ' min', such as 8 min.",
    },
    image: {
      label: 'Cover picture',
      hint: 'A 16:9 picture (for example 1200 × 675 pixels), PNG, JPG, WebP or AVIF, that you may use.',
      widget: 'image',
      choose_url: false,
      // Photos and rendered pictures only: an SVG is a document that can carry script, so vector
      // art comes in through the repository, where the content check reads it.
      accept: RASTER_UPLOADS,
    },
    imageAlt: {
      label: 'What the cover shows',
      hint: 'One sentence for people who cannot see it, such as "A woman walking briskly on a park path". Do not start with "Image of".',
    },
    featured: {
      label: 'Featured',
      hint: 'Puts the article forward for the large Featured Article on the home page.',
    },
    order: {
      label: 'List position',
      hint: `Decides Trending (1 to 5) and Recommended (4 to 6); each article has its own number. ${nextOrder} was the first free number when this editor was last published; the check on your change reports a number already taken.`,
      default: nextOrder,
    },
    tags: {
      label: 'Tags',
      hint: 'Keywords: search finds them, and related articles share them.',
      itemLabel: 'Tag',
    },
    sources: {
      label: 'Sources',
      hint: 'At least three pages of recognised health bodies (WHO, NHS, CDC, NIH, MoHFW...), each cited in the text with the Citation button.',
      itemLabel: 'Source',
      fields: sourceFields,
      summary: '{{fields.id}}: {{fields.title}} ({{fields.publisher}})',
    },
    reviewedBy: {
      label: 'Reviewed by',
      hint: 'Who checked the article against its sources; only real team members are listed.',
      options: reviewers,
      default: EDITORIAL_TEAM,
    },
    lastReviewed: {
      label: 'Last reviewed',
      hint: `${DAY_HINT} The day of that review.`,
      default: '{{now}}',
    },
    nextReviewDue: {
      label: 'Next review due',
      hint: `Leave it empty for ${REVIEW_INTERVAL_MONTHS} months after the last review, or choose an earlier day.`,
      derivedWhenEmpty: true,
    },
    signedOff: {
      label: "Clinician's sign-off",
      hint: 'Filled in by a registered clinician who has read this version of the article and its review record; leave it empty otherwise. Any later change to either makes it out of date.',
      summary: '{{fields.by}}, {{fields.date}}',
      fields: {
        by: {
          label: 'Signed by',
          hint: signers.length
            ? 'A clinician of the team with a registration.'
            : 'No one can sign yet: add a real clinician with degrees and a registration under Categories and team.',
          ...(signers.length
            ? {
                options: signers.map((m) => ({
                  label: `${m.name}, ${m.credentials}`,
                  value: m.id,
                })),
              }
            : { patternMessage: SLUG_MESSAGE }),
        },
        name: {
          label: 'Name signed under',
          hint: 'The name the clinician has under Categories and team, exactly: a later change there makes the sign-off out of date.',
        },
        credentials: {
          label: 'Credentials signed under',
          hint: 'The credentials the clinician has under Categories and team, exactly.',
        },
        registration: {
          label: 'Registration signed under',
          hint: 'As the page shows it: the registering body, the word "registration" and the number, such as "National Medical Commission registration 12345".',
        },
        date: { label: 'Signed on', hint: DAY_HINT },
        version: {
          label: 'Version signed',
          hint: 'The version at the foot of the article\'s review record page ("Version …"), 16 letters and digits.',
          patternMessage:
            'Copy the 16 letters and digits of the version from the review record page.',
        },
      },
    },
    // A new article starts as a draft. The CMS also gives this default to an article whose file
    // has no `draft` line, so every article writes it (the round-trip test in e2e/admin/ fails
    // on one that does not).
    draft: {
      label: 'Draft',
      hint: 'A draft is kept off the published site. Switch it off when the article is ready to publish.',
      default: true,
    },
  });
}

/** The article text: the markdown editor, with buttons for citations and care cards. */
const BODY_FIELD: CmsField = {
  name: 'body',
  label: 'Article text',
  hint: 'Insert adds a care card ("when to get help") or a citation of one of the sources. Health articles end with a "When to see a doctor" section.',
  widget: 'markdown',
  buttons: [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'bulleted-list',
    'numbered-list',
    'quote',
  ],
  editor_components: ['image', 'care-card', 'citation'],
};

function collections(input: CmsInput) {
  return [
    {
      name: 'articles',
      label: 'Articles',
      label_singular: 'Article',
      description: 'Every health article, one file each in content/articles/.',
      folder: 'content/articles',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      // The file name is the article's id and web address: made from the title, changed only before
      // the first save (renaming a published article would break the links to it).
      slug: { template: '{{title}}', editable: ['create'] },
      identifier_field: 'title',
      summary: "{{title}} ({{category}}){{draft | ternary(' · draft', '')}}",
      sortable_fields: {
        fields: ['order', 'title', 'date', 'lastReviewed'],
        default: { field: 'order' },
      },
      fields: [...articleFields(input), BODY_FIELD],
    },
    {
      name: 'reviews',
      label: 'Review records',
      label_singular: 'Review record',
      description:
        'For each health article: the national pages for its topic, their warning signs, first aid and medicine rules, and where the article covers each. The file is named after the article.',
      folder: 'content/reviews',
      extension: 'yml',
      format: 'yaml',
      create: true,
      slug: {
        editable: ['create'],
        hint: 'The id of the article this record is for, such as sleep-optimization-guide.',
      },
      identifier_field: 'reviewed',
      summary: '{{slug}}: reviewed {{reviewed}}',
      fields: cmsFields(reviewRecordSchema, {
        reviewed: { label: 'Reviewed', hint: DAY_HINT },
        reviewedBy: {
          label: 'Reviewed by',
          options: [EDITORIAL_TEAM, ...input.team.filter((m) => !m.sample).map((m) => m.id)],
        },
        pages: {
          label: 'National pages',
          itemLabel: 'Page',
          fields: sourceFields,
          summary: '{{fields.id}}: {{fields.title}} ({{fields.publisher}})',
        },
        items: {
          label: 'What the pages list',
          itemLabel: 'Item',
          fields: {
            kind: { label: 'Kind', hint: REVIEW_KINDS.join(', ') },
            page: {
              label: 'Page',
              hint: 'The short name of one of the pages above.',
              patternMessage: SLUG_MESSAGE,
            },
            quote: { label: "The page's words", widget: 'text' },
            where: {
              label: 'Where the article covers it',
              hint: 'emergency card, urgent card, routine card, or # and a heading id.',
            },
            says: {
              label: 'What the article says there',
              hint: 'A few words of the article found there.',
            },
            omitted: { label: 'Why it is left out', hint: 'And where a reader finds it.' },
            seeAlso: { label: 'See also', patternMessage: HTTPS_MESSAGE },
            missing: {
              label: 'Still missing',
              hint: 'What the article still lacks (a warning until it is added).',
            },
          },
        },
      }),
    },
    {
      name: 'pages',
      label: 'Page texts',
      label_singular: 'Page text',
      description: 'About, the editorial policy, privacy and terms.',
      folder: 'content/pages',
      extension: 'md',
      format: 'frontmatter',
      create: false,
      delete: false,
      identifier_field: 'title',
      fields: [
        ...cmsFields(pageFrontMatterSchema, {
          title: { label: 'Title' },
          description: {
            label: 'Description',
            hint: 'One sentence for search engines.',
            widget: 'text',
          },
          updated: { label: 'Last updated', hint: DAY_HINT },
        }),
        { ...BODY_FIELD, label: 'Text', hint: undefined, editor_components: ['image'] },
      ],
    },
    {
      name: 'registers',
      label: 'Categories and team',
      files: [
        {
          name: 'categories',
          label: 'Categories',
          file: 'content/categories.yml',
          fields: [
            {
              name: 'categories',
              label: 'Categories',
              label_singular: 'Category',
              widget: 'list',
              root: true,
              summary: '{{fields.name}}',
              fields: cmsFields(categorySchema, {
                name: { label: 'Name', hint: 'Articles name their category exactly like this.' },
                description: {
                  label: 'Description',
                  hint: 'One sentence, shown on the category page.',
                  widget: 'text',
                },
                medical: {
                  label: 'Health topic',
                  hint: 'Off for a topic that is not about health.',
                  default: true,
                },
              }),
            },
          ],
        },
        {
          name: 'team',
          label: 'Team',
          file: 'content/team.yml',
          fields: [
            {
              name: 'team',
              label: 'Team members',
              label_singular: 'Team member',
              widget: 'list',
              root: true,
              summary: "{{fields.name}}{{fields.sample | ternary(' (sample)', '')}}",
              fields: cmsFields(teamMemberSchema, {
                id: {
                  label: 'Short name',
                  hint: 'What an article names its reviewer by, such as priya-raman.',
                  patternMessage: SLUG_MESSAGE,
                },
                name: { label: 'Name' },
                role: { label: 'Role' },
                specialty: { label: 'Specialty' },
                description: { label: 'Description', widget: 'text' },
                credentials: {
                  label: 'Degrees',
                  hint: 'Such as "MBBS, MD (Internal Medicine)"; shown for real members only.',
                },
                clinician: {
                  label: 'Qualified clinician',
                  hint: 'With degrees and a registration, they can sign off articles: the page then reads "Medically reviewed by".',
                },
                registration: {
                  label: 'Registration',
                  hint: "A clinician's registration, shown beside their sign-off.",
                  fields: {
                    body: {
                      label: 'Registering body',
                      hint: 'Such as National Medical Commission or a State Medical Council.',
                    },
                    number: { label: 'Registration number' },
                  },
                },
                // No default of true: the CMS gives a field's default to an entry that lacks it,
                // and real members are written without `sample`.
                sample: {
                  label: 'Sample profile',
                  hint: 'On for a placeholder person, who is never shown as a reviewer; off for a real member of the team.',
                },
              }),
            },
          ],
        },
      ],
    },
  ];
}

/** The whole configuration, ready to write as YAML. */
export function cmsConfig(input: CmsInput) {
  return {
    backend: input.backend,
    app_title: `${site.name} editor`,
    logo: { src: `${input.basePath}/icon.svg` },
    media_folder: 'public/images/covers',
    public_folder: '/images/covers',
    // Pictures are the site's own files: no stock photo services, no address of another site.
    media_libraries: { stock_assets: { providers: [] } },
    slug: { encoding: 'ascii', clean_accents: true, maxlength: ARTICLE_ID_MAX_LENGTH },
    // An empty optional field is left out of the file, as the schema expects (never `field: ""`).
    output: { omit_empty_optional_fields: true },
    collections: collections(input),
  };
}
