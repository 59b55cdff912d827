// The browser editor's form fields, derived from the content schema (lib/content/schema.ts): each
// field's widget, whether it is required, its pattern and its choices come from the schema, so the
// editor and `check:content` cannot drift apart; only the words an editor reads are written here.
import { z } from 'zod';

/** What the schema cannot say about one field: the editor's words and a few choices. */
export type FieldSpec = {
  label: string;
  hint?: string;
  /** Shown when the value does not match the schema's pattern. */
  patternMessage?: string;
  /** A widget other than the one the schema implies (multi-line text, an image upload). */
  widget?: 'text' | 'image';
  /** For an image: whether an address on another site may be entered (never, for this site). */
  choose_url?: boolean;
  /** For an image: the file types an upload may have (the HTML `accept` list). */
  accept?: string;
  /** A choice among these values (categories, reviewers) instead of free text. */
  options?: readonly (string | { label: string; value: string })[];
  default?: unknown;
  /** Required by the schema but filled in by the content pipeline when left empty. */
  derivedWhenEmpty?: boolean;
  maxlength?: number;
  /** The most items a list may have. */
  max?: number;
  /** The label of one item of a list. */
  itemLabel?: string;
  /** The fields of an object, or of the objects a list holds. */
  fields?: Record<string, FieldSpec>;
  /** A list or object shown folded, one line an item, made from its fields: `{{fields.id}}`. */
  summary?: string;
};

/** One field of the CMS configuration, as Sveltia CMS (Decap-compatible) reads it. */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/** Every field of the schema's objects, each with its words: a missing or extra one is a type error. */
export type FieldSpecs<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: FieldSpec };

type JsonSchema = {
  type?: string;
  pattern?: string;
  format?: string;
  enum?: string[];
  default?: unknown;
  exclusiveMinimum?: number;
  minimum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A calendar day, as the schema writes it: the CMS shows a date picker and stores YYYY-MM-DD. */
const DAY_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** The CMS's pattern check: the schema's regular expression and the editor's words for it. */
function pattern(name: string, source: string, spec: FieldSpec): [string, string] {
  if (!spec.patternMessage)
    throw new Error(
      `The field "${name}" has a pattern in the schema but no patternMessage for the editor`,
    );
  return [source, spec.patternMessage];
}

function field(name: string, schema: JsonSchema, required: boolean, spec: FieldSpec): CmsField {
  const base = {
    name,
    label: spec.label,
    ...(spec.hint ? { hint: spec.hint } : {}),
    required: required && !spec.derivedWhenEmpty,
    ...(spec.default !== undefined ? { default: spec.default } : {}),
  };
  if (spec.options || schema.enum)
    return { ...base, widget: 'select', options: [...(spec.options ?? schema.enum ?? [])] };
  switch (schema.type) {
    case 'boolean':
      return { ...base, widget: 'boolean', default: spec.default ?? schema.default ?? false };
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: 'int',
        min: schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1,
      };
    case 'array': {
      const items = schema.items ?? {};
      const list = {
        ...base,
        widget: 'list',
        ...(spec.itemLabel ? { label_singular: spec.itemLabel } : {}),
        ...(spec.summary ? { summary: spec.summary, collapsed: true } : {}),
        ...(spec.max ? { max: spec.max } : {}),
      };
      if (items.type === 'object')
        return { ...list, fields: fieldsOf(items, spec.fields ?? {}, name) };
      return {
        ...list,
        field: field('item', items, true, {
          ...spec,
          label: spec.itemLabel ?? spec.label,
          hint: undefined,
        }),
      };
    }
    case 'object':
      return {
        ...base,
        widget: 'object',
        ...(spec.summary ? { summary: spec.summary, collapsed: 'auto' } : {}),
        fields: fieldsOf(schema, spec.fields ?? {}, name),
      };
    case 'string': {
      if (schema.pattern === DAY_PATTERN)
        return { ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
      // An image's path is the CMS's to write (its folder, an uploaded file's name); until saved,
      // an upload is a blob: address, which a pattern would refuse. The content check keeps the rule.
      const source =
        spec.widget === 'image'
          ? undefined
          : schema.format === 'uri'
            ? '^https://'
            : schema.pattern;
      return {
        ...base,
        widget: spec.widget ?? 'string',
        ...(spec.choose_url !== undefined ? { choose_url: spec.choose_url } : {}),
        ...(spec.accept ? { accept: spec.accept } : {}),
        ...(source ? { pattern: pattern(name, source, spec) } : {}),
        ...(spec.maxlength ? { maxlength: spec.maxlength } : {}),
      };
    }
    default:
      throw new Error(`The field "${name}" has a type the editor cannot show (${schema.type})`);
  }
}

function fieldsOf(schema: JsonSchema, specs: Record<string, FieldSpec>, where: string): CmsField[] {
  const properties = Object.entries(schema.properties ?? {});
  const unknown = Object.keys(specs).filter((name) => !(name in (schema.properties ?? {})));
  if (unknown.length) throw new Error(`${where}: no schema field for ${unknown.join(', ')}`);
  return properties.map(([name, property]) => {
    const spec = specs[name];
    if (!spec) throw new Error(`${where}: the schema field "${name}" has no editor field`);
    return field(name, property, schema.required?.includes(name) ?? false, spec);
  });
}

/** The CMS fields of a schema object, in the schema's order. */
export function cmsFields<S extends z.ZodObject>(schema: S, specs: FieldSpecs<S>): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return fieldsOf(json, specs as Record<string, FieldSpec>, 'schema');
}
