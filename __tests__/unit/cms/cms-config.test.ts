import fs from 'node:fs';
import Ajv from 'ajv';
import { z } from 'zod';
import { cmsBackend } from '../../../cms/backend';
import { cmsConfig, type CmsInput } from '../../../cms/config';
import { cmsFields, type CmsField } from '../../../cms/fields';
import { checkCorpus, defaultPaths } from '../../../lib/content';
import {
  articleFrontMatterSchema,
  categorySchema,
  EDITORIAL_TEAM,
  pageFrontMatterSchema,
  reviewRecordSchema,
  teamMemberSchema,
} from '../../../lib/content/schema';

// The browser editor's configuration is made from the content schema: every schema field has an
// editor field with the same name, requirement, pattern and choices, and the reverse, at every
// level (a source's fields, a review item's fields); the CMS's own JSON schema accepts it.
type JsonSchema = {
  type?: string;
  pattern?: string;
  format?: string;
  enum?: string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const { corpus } = checkCorpus(defaultPaths(), { drafts: true });
const input: CmsInput = {
  backend: { name: 'test-repo' },
  categories: corpus.categories,
  team: corpus.team,
  nextOrder: 99,
  basePath: '',
};
const config = cmsConfig(input);
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fileFields = (name: string) =>
  (collection('registers').files!.find((f) => f.name === name)!.fields[0] as CmsField)
    .fields as CmsField[];

/** Compares one level of fields with the schema; returns what differs, as readable lines. */
function drift(fields: CmsField[], schema: JsonSchema, where: string): string[] {
  const found: string[] = [];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const properties = schema.properties ?? {};
  for (const name of Object.keys(properties))
    if (!byName.has(name)) found.push(`${where}.${name}: a schema field with no editor field`);
  for (const name of byName.keys())
    if (!(name in properties)) found.push(`${where}.${name}: an editor field with no schema field`);
  for (const [name, property] of Object.entries(properties)) {
    const field = byName.get(name);
    if (!field) continue;
    const required = schema.required?.includes(name) ?? false;
    // Required by the schema, optional in the editor: only a field the pipeline fills in.
    if (field.required !== required && !(required && name === 'nextReviewDue'))
      found.push(
        `${where}.${name}: required ${field.required} in the editor, ${required} in the schema`,
      );
    if (
      property.pattern &&
      field.widget === 'string' &&
      (field.pattern as string[])?.[0] !== property.pattern
    )
      found.push(`${where}.${name}: the editor's pattern differs from the schema's`);
    if (property.enum && JSON.stringify(field.options) !== JSON.stringify(property.enum))
      found.push(`${where}.${name}: the editor's choices differ from the schema's`);
    if (property.type === 'array' && property.items?.type === 'object')
      found.push(...drift(field.fields as CmsField[], property.items, `${where}.${name}`));
    if (property.type === 'object')
      found.push(...drift(field.fields as CmsField[], property, `${where}.${name}`));
  }
  return found;
}

const json = (schema: z.ZodObject) => z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;

describe('the editor configuration', () => {
  it.each([
    [
      'articles',
      () => (collection('articles').fields as CmsField[]).filter((f) => f.name !== 'body'),
      articleFrontMatterSchema,
    ],
    [
      'page texts',
      () => (collection('pages').fields as CmsField[]).filter((f) => f.name !== 'body'),
      pageFrontMatterSchema,
    ],
    ['review records', () => collection('reviews').fields as CmsField[], reviewRecordSchema],
    ['categories', () => fileFields('categories'), categorySchema],
    ['team', () => fileFields('team'), teamMemberSchema],
  ])('has exactly the schema fields of the %s, each as the schema has it', (_, fields, schema) => {
    expect(drift(fields(), json(schema), 'fields')).toEqual([]);
  });

  it('lets an editor upload a cover as a raster picture only, never an SVG document', () => {
    const image = (collection('articles').fields as CmsField[]).find((f) => f.name === 'image');
    const accepted = String((image as { accept?: string }).accept).split(',');
    expect(accepted.length).toBeGreaterThan(0);
    for (const type of accepted) expect(type).toMatch(/^image\/(?:png|jpeg|webp|avif)$/);
  });

  it('finds drift: a schema field added, a field removed, a requirement changed', () => {
    const fields = (collection('pages').fields as CmsField[]).filter((f) => f.name !== 'body');
    const grown = json(pageFrontMatterSchema.extend({ summary: z.string() }));
    expect(drift(fields, grown, 'pages')).toEqual([
      'pages.summary: a schema field with no editor field',
    ]);
    expect(drift(fields.slice(1), json(pageFrontMatterSchema), 'pages')).toEqual([
      'pages.title: a schema field with no editor field',
    ]);
    const loosened = fields.map((f) => (f.name === 'title' ? { ...f, required: false } : f));
    expect(drift(loosened, json(pageFrontMatterSchema), 'pages')).toEqual([
      'pages.title: required false in the editor, true in the schema',
    ]);
  });

  it('refuses to build fields for a schema field without words for the editor, or words for no field', () => {
    const schema = z.strictObject({ title: z.string(), note: z.string().optional() });
    // @ts-expect-error: the spec of `note` is missing, a type error before it is a build error
    expect(() => cmsFields(schema, { title: { label: 'Title' } })).toThrow(
      'the schema field "note" has no editor field',
    );
    expect(() =>
      cmsFields(schema, {
        title: { label: 'Title' },
        note: { label: 'Note' },
        // @ts-expect-error: no such schema field
        extra: { label: 'Extra' },
      }),
    ).toThrow('no schema field for extra');
    expect(() =>
      cmsFields(z.strictObject({ id: z.string().regex(/^[a-z]+$/) }), { id: { label: 'Id' } }),
    ).toThrow('has a pattern in the schema but no patternMessage');
  });

  it('offers the registered categories, and as reviewers the editorial team and real members only', () => {
    const fields = collection('articles').fields as CmsField[];
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    expect(byName('category').options).toEqual(corpus.categories.map((c) => c.name));
    const reviewers = (byName('reviewedBy').options as { value: string }[]).map((o) => o.value);
    expect(reviewers).toEqual([
      EDITORIAL_TEAM,
      ...corpus.team.filter((m) => !m.sample).map((m) => m.id),
    ]);
    for (const member of corpus.team.filter((m) => m.sample))
      expect(reviewers).not.toContain(member.id);
    expect(byName('order').default).toBe(99);
    expect(byName('draft').default).toBe(true);
  });

  it("offers as an article's signer only the real clinicians with credentials and a registration", () => {
    const person = (id: string, extra: object) => ({
      id,
      name: `Name ${id}`,
      role: 'Role',
      specialty: 'Medicine',
      description: 'About.',
      clinician: true,
      credentials: 'MBBS',
      registration: { body: 'National Medical Commission', number: '1' },
      sample: false,
      ...extra,
    });
    const team = [
      person('signer', {}),
      person('sample', { sample: true }),
      person('writer', { clinician: false }),
      person('unregistered', { registration: undefined }),
      person('no-degrees', { credentials: undefined }),
    ];
    const signOffOf = (members: typeof team) =>
      (
        (cmsConfig({ ...input, team: members }).collections[0]!.fields as CmsField[]).find(
          (f) => f.name === 'signedOff',
        )!.fields as CmsField[]
      ).find((f) => f.name === 'by')!;
    expect((signOffOf(team).options as { value: string }[]).map((o) => o.value)).toEqual([
      'signer',
    ]);
    // With no one to sign, the field says so and takes no choice that is not there.
    const none = signOffOf(team.slice(1));
    expect(none.options).toBeUndefined();
    expect(String(none.hint)).toMatch(/No one can sign yet/);
    const signedOff = (collection('articles').fields as CmsField[]).find(
      (f) => f.name === 'signedOff',
    )!;
    expect(signedOff).toMatchObject({ widget: 'object', required: false });
    // Who signed, under which name and registration, on which day, which version.
    expect((signedOff.fields as CmsField[]).map((f) => f.name)).toEqual([
      'by',
      'name',
      'credentials',
      'registration',
      'date',
      'version',
    ]);
  });

  it('is accepted by the JSON schema Sveltia CMS publishes for its configuration', () => {
    const schema = JSON.parse(
      fs.readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'),
    );
    // Its patterns are regular expressions: each of ours must compile.
    const regex = (text: string) => {
      try {
        return new RegExp(text) instanceof RegExp;
      } catch {
        return false;
      }
    };
    const uri = (text: string) => URL.canParse(text);
    const ajv = new Ajv({ allErrors: true, strict: false, formats: { regex, uri } });
    const validate = ajv.compile(schema);
    // The validator does catch a wrong configuration.
    expect(validate({ ...config, collections: [{ name: 'x', folder: 'x', fields: [{}] }] })).toBe(
      false,
    );
    const backends = [cmsBackend({}), cmsBackend({ CMS_GITHUB_REPO: 'clinic/site' })];
    for (const backend of backends) {
      const valid = validate(cmsConfig({ ...input, backend }));
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    }
  });
});

describe('the editor backend', () => {
  it('is the test backend without a repository, GitHub on the editing branch with one', () => {
    expect(cmsBackend({})).toEqual({ name: 'test-repo' });
    expect(cmsBackend({ CMS_GITHUB_REPO: ' clinic/healthhub ' })).toEqual({
      name: 'github',
      repo: 'clinic/healthhub',
      branch: 'editing',
    });
    expect(
      cmsBackend({
        CMS_GITHUB_REPO: 'clinic/healthhub',
        CMS_GITHUB_BRANCH: 'drafts',
        CMS_AUTH_URL: 'https://auth.clinic.example/',
      }),
    ).toEqual({
      name: 'github',
      repo: 'clinic/healthhub',
      branch: 'drafts',
      base_url: 'https://auth.clinic.example',
    });
  });

  it.each(['clinic', 'clinic/site/extra', 'https://github.com/clinic/site', 'clinic/si te'])(
    'refuses the repository %p, naming the setting',
    (repo) => expect(() => cmsBackend({ CMS_GITHUB_REPO: repo })).toThrow('CMS_GITHUB_REPO'),
  );

  it.each([
    'http://auth.clinic.example',
    'https://auth.clinic.example/path',
    'auth.clinic.example',
  ])('refuses the sign-in relay %p, naming the setting', (url) =>
    expect(() => cmsBackend({ CMS_GITHUB_REPO: 'clinic/site', CMS_AUTH_URL: url })).toThrow(
      'CMS_AUTH_URL',
    ),
  );
});
