// The corpus files beside the articles: categories, team, source exceptions, pages.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../checks/errors';
import { issuesToProblems, sameHint } from '../checks/issues';
import type { ContentFileKind } from '../checks/file-kinds';
import { defaultPaths, shown } from '../paths';
import { unreadable } from './content-file';
import { readMarkdownFile, readYamlFile, type MarkdownFile, type YamlFile } from './parse-files';
import type { z } from 'zod';
import {
  categoryRegistrySchema,
  pageFrontMatterSchema,
  sourceExceptionsSchema,
  teamSchema,
  type PageFrontMatter,
} from '../schema';
import { slugify } from '../slug';
import type { Category, Page, Problem, TeamMember } from '../types';

function missing(file: string): Problem {
  const name = path.basename(file);
  return {
    severity: 'error',
    file: shown(file),
    line: 1,
    field: '(file)',
    message: 'is missing',
    fix: `create ${name} (see docs/EDITING.md)`,
  };
}

/** A YAML file, or undefined with the reason added to `problems`. */
export function readYaml(
  file: string,
  problems: Problem[],
  kind: ContentFileKind,
): YamlFile | undefined {
  if (!fs.existsSync(file)) {
    problems.push(missing(file));
    return undefined;
  }
  try {
    return readYamlFile(file, kind);
  } catch (error) {
    problems.push({ severity: 'error', file: shown(file), ...unreadable(error, '(YAML)') });
    return undefined;
  }
}

const CATEGORY_HINT =
  'each category is a "- name:" line and a "description:" line (see "Add a category" in docs/EDITING.md)';

export function readCategories(contentDir: string, problems: Problem[]): Category[] {
  const file = path.join(contentDir, 'categories.yml');
  const read = readYaml(file, problems, 'list');
  if (!read) return [];
  const parsed = categoryRegistrySchema.safeParse(read.data);
  if (!parsed.success) {
    const hints = sameHint(CATEGORY_HINT);
    problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hints));
    return [];
  }
  const seen = new Set<string>();
  return parsed.data.flatMap((category, index) => {
    const slug = slugify(category.name);
    if (!slug || seen.has(slug)) {
      problems.push({
        severity: 'error',
        file: shown(file),
        line: read.lineOf([index, 'name']),
        field: `${index}.name`,
        message: `"${category.name}" gives the slug "${slug}", which is empty or already taken`,
        fix: 'give the category a name with letters that no other category has',
      });
      return [];
    }
    seen.add(slug);
    return [{ ...category, slug }];
  });
}

export function readTeam(contentDir: string, problems: Problem[]): TeamMember[] {
  const file = path.join(contentDir, 'team.yml');
  const read = readYaml(file, problems, 'list');
  if (!read) return [];
  const parsed = teamSchema.safeParse(read.data);
  if (!parsed.success) {
    const hints = sameHint(
      'each member needs an id, name, role, specialty and description (see "The team" in docs/EDITING.md)',
    );
    problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hints));
    return [];
  }
  const seen = new Set<string>();
  return parsed.data.filter((member, index) => {
    if (!seen.has(member.id)) return seen.add(member.id);
    problems.push({
      severity: 'error',
      file: shown(file),
      line: read.lineOf([index, 'id']),
      field: `${index}.id`,
      message: `"${member.id}" is already the id of another member`,
      fix: 'give each member their own id',
    });
    return false;
  });
}

/**
 * content/source-exceptions.yml, optional: the addresses allowed despite the source-address rules
 * (address -> reason).
 */
export function readSourceExceptions(contentDir: string, problems: Problem[]): Map<string, string> {
  const file = path.join(contentDir, 'source-exceptions.yml');
  if (!fs.existsSync(file)) return new Map();
  const read = readYaml(file, problems, 'list');
  if (!read) return new Map();
  const parsed = sourceExceptionsSchema.safeParse(read.data ?? []);
  if (!parsed.success) {
    const hints = sameHint('each exception is a "- url:" line and a "reason:" line');
    problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hints));
    return new Map();
  }
  return new Map(parsed.data.map(({ url, reason }) => [url, reason]));
}

/**
 * A page text (about, privacy, terms), or undefined with the reasons added to `problems`; a page in
 * another language is read as a translation.
 */
export function readPage(
  file: string,
  problems: Problem[],
  kind: Extract<ContentFileKind, 'page' | 'translation'> = 'page',
  schema: z.ZodType<PageFrontMatter> = pageFrontMatterSchema,
): Page | undefined {
  if (!fs.existsSync(file)) {
    problems.push(missing(file));
    return undefined;
  }
  let read: MarkdownFile;
  try {
    read = readMarkdownFile(file, kind);
  } catch (error) {
    problems.push({ severity: 'error', file: shown(file), ...unreadable(error, '(front-matter)') });
    return undefined;
  }
  const parsed = schema.safeParse(read.data);
  if (parsed.success) return { ...parsed.data, content: read.body.trim() };
  const hints = sameHint('a page needs a title: and a description: line (updated: is optional)');
  problems.push(...issuesToProblems(shown(file), parsed.error.issues, read.lineOf, hints));
  return undefined;
}

export function loadPage(name: string, contentDir = defaultPaths().contentDir): Page {
  const problems: Problem[] = [];
  const page = readPage(path.join(contentDir, 'pages', `${name}.md`), problems);
  if (!page || problems.length > 0) throw new ContentError(problems);
  return page;
}
