// Content problems as editors read them: `file:line  field  what is wrong  how to fix it`.
import { plural } from '../../format';
import type { Problem } from '../types';

export const isError = (problem: Problem) => problem.severity === 'error';

/** `file:line  field  what is wrong  how to fix it` */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}  ${p.field}  ${p.message}  ${p.fix}`;
}

/** Errors first, then warnings, each block with a heading and one indented line per problem. */
export function formatProblems(problems: readonly Problem[]): string {
  const errors = problems.filter(isError);
  const warnings = problems.filter((p) => !isError(p));
  const block = (heading: string, list: Problem[]) => [
    heading,
    ...list.map((p) => `  ${formatProblem(p)}`),
  ];
  return [
    ...(errors.length > 0
      ? block(`The content has ${plural(errors.length, 'error')}:`, errors)
      : []),
    ...(warnings.length > 0
      ? block(
          `The content has ${plural(warnings.length, 'warning')} (warnings do not stop the build):`,
          warnings,
        )
      : []),
  ].join('\n');
}

/** '2 errors, 1 warning' */
export function tally(problems: readonly Problem[]): string {
  const errors = problems.filter(isError).length;
  return `${plural(errors, 'error')}, ${plural(problems.length - errors, 'warning')}`;
}

/** Thrown when the content has errors; the message lists every problem, warnings included. */
export class ContentError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}
