import { site, telUrl, whatsappUrl } from '@/lib/site/settings';
import { isActive } from '@/lib/site/navigation';
import { notFoundCopyFor } from '@/lib/site/not-found';

describe('site configuration', () => {
  it('has one +91 number with 10 digits', () => {
    expect(site.phone.tel).toMatch(/^\+91\d{10}$/);
    expect(site.phone.digits).toBe(site.phone.tel.replace(/\D/g, ''));
  });

  it('builds the WhatsApp link from the digits and the URL-encoded message', () => {
    const url = new URL(whatsappUrl('+91 98765-43210', 'Hi & "hello"?'));
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe('Hi & "hello"?');
    expect(whatsappUrl()).toContain('text=Hello%21+I+would+like+more+information');
  });

  it('calls with a tel: link and the +91 prefix', () => {
    expect(telUrl()).toBe(`tel:${site.phone.tel}`);
    expect(telUrl()).toMatch(/^tel:\+91/);
  });

  it('posts to the local lead sink when no form key is configured', () => {
    expect(site.form.accessKey).toBe('');
    expect(site.form.endpoint).toBe('/api/leads');
  });

  it('keeps the copyright year (2024)', () => {
    expect(site.copyrightYear).toBe(2024);
  });
});

describe('navigation', () => {
  it('highlights Blogs on the home page and article pages only', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/blog/x')).toBe(true);
    expect(isActive('/', '/about')).toBe(false);
    expect(isActive('/contact', '/contact')).toBe(true);
    expect(isActive('/contact', '/contacts')).toBe(false);
  });
});

describe('the not-found copy', () => {
  it('depends on the missing path', () => {
    expect(notFoundCopyFor('/blog/nope')).toEqual({
      title: 'Article not found',
      action: 'Return Home',
    });
    expect(notFoundCopyFor('/category/nope')).toEqual({
      title: 'Category not found',
      action: 'Return Home',
    });
    expect(notFoundCopyFor('/nope')).toEqual({
      title: 'Oops! Page not found',
      action: 'Return to Home',
    });
  });
});
