import { site } from './settings';

export type SocialLink = {
  name: string;
  href: string;
  brand: 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube';
};

/** The five networks of the contact page; the footer shows the first three. */
export const socialLinks: SocialLink[] = [
  { name: 'Facebook', href: site.social.facebook, brand: 'facebook' },
  { name: 'Twitter', href: site.social.twitter, brand: 'twitter' },
  { name: 'Instagram', href: site.social.instagram, brand: 'instagram' },
  { name: 'LinkedIn', href: site.social.linkedin, brand: 'linkedin' },
  { name: 'YouTube', href: site.social.youtube, brand: 'youtube' },
];

export const footerSocialLinks = socialLinks.slice(0, 3);
