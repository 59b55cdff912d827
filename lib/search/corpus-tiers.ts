import { getCorpus, inListOrder, type Article } from '@/lib/content';
import { buildTiers, type SearchTiers } from './build-tiers';

const built = new WeakMap<readonly Article[], SearchTiers>();

/** The search tiers of the corpus, built once per loaded corpus (the routes share them). */
export function corpusTiers(): SearchTiers {
  const { articles } = getCorpus();
  let tiers = built.get(articles);
  if (!tiers) {
    tiers = buildTiers(inListOrder(articles));
    built.set(articles, tiers);
  }
  return tiers;
}
