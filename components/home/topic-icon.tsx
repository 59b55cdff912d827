import { createElement } from 'react';
import {
  Activity,
  Apple,
  Baby,
  Brain,
  HeartPulse,
  Monitor,
  ShieldCheck,
  Stethoscope,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Keywords in a category name pick its icon; the first rule that matches wins. */
const rules: [RegExp, LucideIcon][] = [
  [/nutrition|diet|food/i, Apple],
  [/fitness|exercise|activity/i, Activity],
  [/mental|mind|sleep|neuro|brain/i, Brain],
  [/prevent/i, ShieldCheck],
  [/women/i, Users],
  [/child|kid|pediatric|baby/i, Baby],
  [/\bmen/i, User],
  [/chronic|heart|condition/i, HeartPulse],
  [/web|seo|design|digital/i, Monitor],
];

/**
 * The icon of a category: by its name, else by its slug (a translated name, such as Hindi's,
 * matches no keyword; the slug is the English name's).
 */
export function topicIconFor(name: string, slug = ''): LucideIcon {
  const byName = rules.find(([pattern]) => pattern.test(name));
  return (byName ?? rules.find(([pattern]) => pattern.test(slug)))?.[1] ?? Stethoscope;
}

export function TopicIcon({
  name,
  slug,
  className = 'size-6',
}: {
  name: string;
  slug?: string;
  className?: string;
}) {
  return createElement(topicIconFor(name, slug), { className, 'aria-hidden': true });
}
