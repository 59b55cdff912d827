// `npm run test:build`: the production build of out/ that the tests read, with the contact form
// pointed at the form-service stub (e2e/settings.json) and the type check left to `npm run typecheck`.
import { spawnSync } from 'node:child_process';
import { FORM_STUB_ENV } from './settings.mjs';

const result = spawnSync(process.execPath, ['build-steps/build.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ...FORM_STUB_ENV, NEXT_SKIP_TYPECHECK: '1' },
});
process.exit(result.status ?? 1);
