// `npm run new:article -- "Article title" --category "Nutrition" [--id some-id]`: creates
// content/articles/<id>.md (CONTENT_DIR respected) from a template that explains every field: a
// draft dated today, at the end of the list order. Refuses (exit code 1) a taken id or a category
// that is not registered, and says why.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDay } from '../lib/content/dates';
import { planNewArticle } from './plan-new-article';
import { shown } from '../lib/content/paths';

function main(): number {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('Usage: npm run new:article -- "Article title" --category "Nutrition"');
    return 1;
  }
  const plan = planNewArticle({
    title: args.positionals.join(' '),
    category: args.values.category,
    id: args.values.id,
    today: localDay(),
  });
  if (!plan.ok) {
    console.error(plan.message);
    return 1;
  }
  fs.mkdirSync(path.dirname(plan.file), { recursive: true });
  fs.writeFileSync(plan.file, plan.text, { flag: 'wx' });
  console.log(`Created ${shown(plan.file)}: a draft, at position ${plan.order} in the list order.`);
  console.log('Next: replace every "TODO:" in it with your own text, and follow docs/EDITING.md:');
  console.log(`  npm run dev            preview it at http://localhost:3000/blog/${plan.id}`);
  console.log('  npm run check:content  check it; set draft: false when it is ready to publish');
  if (plan.medical) {
    const record = path.join(path.dirname(path.dirname(plan.file)), 'reviews', `${plan.id}.yml`);
    console.log(
      `  ${shown(record)}  its review record, needed before it is published ("Review records" in docs/EDITING.md)`,
    );
  }
  return 0;
}

function readArgs() {
  return parseArgs({
    options: { category: { type: 'string' }, id: { type: 'string' } },
    allowPositionals: true,
  });
}

process.exitCode = main();
