// Where the browser editor saves: the clinic's GitHub repository (CMS_GITHUB_REPO), on a branch of
// its own that is merged into main after review; without a repository, the CMS's test backend,
// which keeps changes in the browser only (`npm run check:launch` lists it).
import type { CmsBackend } from './config';

/** The branch the editor commits to; a pull request from it to main is the review step. */
export const DEFAULT_EDITING_BRANCH = 'editing';

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

export function cmsBackend(env: Record<string, string | undefined>): CmsBackend {
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) return { name: 'test-repo' };
  if (!REPO.test(repo))
    throw new Error(`CMS_GITHUB_REPO "${repo}" is not a GitHub repository written owner/name`);
  const authUrl = env.CMS_AUTH_URL?.trim();
  if (authUrl && !/^https:\/\/[^/]+$/.test(authUrl.replace(/\/$/, '')))
    throw new Error(`CMS_AUTH_URL "${authUrl}" must be the https:// origin of the sign-in relay`);
  return {
    name: 'github',
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || DEFAULT_EDITING_BRANCH,
    ...(authUrl ? { base_url: authUrl.replace(/\/$/, '') } : {}),
  };
}
