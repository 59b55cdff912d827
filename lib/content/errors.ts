import type { Problem } from './types';

/** Thrown when the content has problems; the message lists every one of them. */
export class ContentError extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblems(problems: Problem[]): string {
  const noun = problems.length === 1 ? 'problem' : 'problems';
  const lines = problems.map((p) => `  ${p.file}  ${p.field}  ${p.message}`);
  return [`The content has ${problems.length} ${noun}:`, ...lines].join('\n');
}
