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

export function topicIconFor(name: string): LucideIcon {
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? Stethoscope;
}

export function TopicIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return createElement(topicIconFor(name), { className, 'aria-hidden': true });
}
