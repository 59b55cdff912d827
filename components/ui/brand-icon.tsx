import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';

/** LinkedIn asked simple-icons to drop its mark; this is a plain "in" monogram in its place. */
const linkedin = {
  path: 'M3 3h18v18H3z M7 10h2.2v7H7z M8.1 6.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.1v1a2.6 2.6 0 0 1 2.3-1.2c2 0 2.6 1.3 2.6 3.1V17h-2.2v-3.6c0-.9-.2-1.7-1.2-1.7s-1.4.7-1.4 1.7V17H11z',
};

const icons = {
  facebook: siFacebook,
  twitter: siX,
  instagram: siInstagram,
  youtube: siYoutube,
  whatsapp: siWhatsapp,
  linkedin,
} as const;

export type Brand = keyof typeof icons;

/** A brand mark, decorative: the link or button around it carries the name. */
export function BrandIcon({ brand, className = 'size-5' }: { brand: Brand; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      fillRule="evenodd"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icons[brand].path} />
    </svg>
  );
}
