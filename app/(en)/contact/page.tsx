import type { Metadata } from 'next';
import Link from 'next/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '@/components/contact/contact-form';
import { BrandLinkList } from '@/components/ui/brand-link-list';
import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { socialLinks } from '@/lib/site/social';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Request an appointment with the HealthHub team: leave your name and how to reach you, and we get back to you within 24 hours.',
  path: '/contact',
});

const contactItems = [
  { icon: Mail, label: 'Email', value: site.email, href: `mailto:${site.email}` },
  { icon: Phone, label: 'Phone', value: site.phone.display, href: `tel:${site.phone.tel}` },
  { icon: MapPin, label: 'Office', value: site.office.label, href: undefined },
];

export default function ContactPage() {
  return (
    <>
      <PageHeader
        wide
        title="Contact Us"
        lead="Request an appointment: leave your name and how to reach you, and we'll get back to you within 24 hours to find a time."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="form-title" className="rounded-2xl border border-slate-200 p-6">
          <h2 id="form-title" className="text-xl font-semibold text-slate-900">
            Book an appointment
          </h2>
          <p className="mt-2 text-slate-600">
            Tell us how to reach you and we&apos;ll get back to you within 24 hours to arrange a
            time. Please don&apos;t include medical details here.
          </p>
          <p className="mt-2 mb-6 text-sm text-slate-600">
            Your details reach our team through our form service and are used only to arrange your
            appointment, never for marketing{' '}
            <span className="whitespace-nowrap">
              (
              <Link
                href="/privacy"
                className="text-brand-800 inline-block py-1 underline underline-offset-2"
              >
                how we handle them
              </Link>
              ).
            </span>
          </p>
          <ContactForm />
        </section>
        <aside aria-labelledby="reach-title" className="space-y-6">
          <h2 id="reach-title" className="text-xl font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <ul className="space-y-4">
            {contactItems.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex gap-3">
                <Icon
                  className="text-brand-700 dark:text-brand-500 mt-1 size-5 shrink-0"
                  aria-hidden="true"
                />
                <div>
                  <p className="text-sm font-medium text-slate-600">{label}</p>
                  {href ? (
                    <a
                      href={href}
                      className="hover:text-brand-800 inline-block py-0.5 font-medium text-slate-900"
                    >
                      {value}
                    </a>
                  ) : (
                    <p className="font-medium text-slate-900">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <BrandLinkList
            label="Social media"
            links={socialLinks.map((link) => ({
              brand: link.brand,
              href: link.href,
              label: link.name,
            }))}
            linkClassName="size-11 bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white"
            iconClassName="size-5"
          />
        </aside>
      </div>
    </>
  );
}
