import { BookOpenCheck, HandHeart, Accessibility } from 'lucide-react';

const values = [
  {
    title: 'Evidence-Based',
    icon: BookOpenCheck,
    text: 'We base every article on guidance from recognised health bodies and cite the source of each fact.',
  },
  {
    title: 'Accessible',
    icon: Accessibility,
    text: 'Plain language, readable on any phone, and usable with a keyboard or a screen reader.',
  },
  {
    title: 'Compassionate',
    icon: HandHeart,
    text: 'We write for real people with real worries, without judgement or scare tactics.',
  },
];

export function Values() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {values.map(({ title, icon: Icon, text }) => (
        <li key={title} className="bg-brand-50 rounded-2xl p-6">
          <Icon className="text-brand-800 size-8" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
