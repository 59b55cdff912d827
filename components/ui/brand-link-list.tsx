import { BrandIcon, type Brand } from './brand-icon';

export type BrandLink = { brand: Brand; href: string; label: string };

type Props = {
  label: string;
  links: BrandLink[];
  /** Size and colours of each round link. */
  linkClassName: string;
  iconClassName?: string;
  className?: string;
  /** What each link's name ends with, in the page's language. */
  newTab?: string;
};

/** A named row of round brand-icon links, each opening in a new tab without access to this page. */
export function BrandLinkList({
  label,
  links,
  linkClassName,
  iconClassName = 'size-4',
  className = '',
  newTab = ' (opens in a new tab)',
}: Props) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label}${newTab}`}
            className={`grid place-items-center rounded-full ${linkClassName}`}
          >
            <BrandIcon brand={link.brand} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
