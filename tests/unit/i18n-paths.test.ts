import { drivingSchoolJsonLd, serializeJsonLd } from '@/app/[lang]/_landing/json-ld';
import { licenceKind } from '@/app/[lang]/_landing/licence-icon';
import { initials } from '@/components/layout/initials';
import { absoluteUrl, languageAlternates, switchLocalePath } from '@/lib/i18n/paths';

describe('switchLocalePath', () => {
  it.each([
    ['/en', 'ar', '/ar'],
    ['/en/', 'ar', '/ar'],
    ['/ar/page-not-found', 'en', '/en/page-not-found'],
    ['/en/signup?vehicleType=lt-lmv&number=1234567', 'ar', '/ar/signup?vehicleType=lt-lmv&number=1234567'],
    ['/en/dashboard/my-account?tab=2#x', 'ar', '/ar/dashboard/my-account?tab=2'],
    ['/', 'ar', '/ar'],
    ['/xx/whatever', 'ar', '/ar/xx/whatever'],
  ] as const)('%s → %s: %s', (path, target, expected) => {
    expect(switchLocalePath(path, target)).toBe(expected);
  });
});

describe('absolute URLs and alternates', () => {
  it('joins without double or trailing slashes', () => {
    expect(absoluteUrl('https://portal.example.ae/', 'en')).toBe('https://portal.example.ae/en');
    expect(absoluteUrl('https://portal.example.ae', 'ar', '/signup')).toBe('https://portal.example.ae/ar/signup');
    expect(absoluteUrl('https://portal.example.ae', 'ar', 'signup')).toBe('https://portal.example.ae/ar/signup');
  });

  it('lists en, ar and x-default (English)', () => {
    expect(languageAlternates('https://p.ae', '/signup')).toEqual({
      en: 'https://p.ae/en/signup',
      ar: 'https://p.ae/ar/signup',
      'x-default': 'https://p.ae/en/signup',
    });
  });
});

describe('header and landing helpers', () => {
  it.each([
    ['Aisha Rahman', 'AR'],
    ['omar', 'O'],
    ['  Mohammed  bin  Rashid ', 'MR'],
    ['عائشة رحمن', 'عر'],
    ['', '?'],
  ])('initials(%j) = %s', (name, expected) => expect(initials(name)).toBe(expected));

  it('picks a pictogram per licence kind', () => {
    const kind = (en: string, code = '') => licenceKind({ code, name: { en, ar: '' } });
    expect(kind('Light Motor Vehicle', 'LMV')).toBe('car');
    expect(kind('Motorcycle', 'MC')).toBe('motorcycle');
    expect(kind('Heavy Truck', 'HT')).toBe('truck');
    expect(kind('Light Bus', 'LB')).toBe('bus');
    expect(kind('Forklift', 'FL')).toBe('machine');
  });

  it('JSON-LD cannot close its script tag', () => {
    const data = drivingSchoolJsonLd({
      url: 'https://p.ae/en',
      logoUrl: 'https://p.ae/logo.svg',
      imageUrl: 'https://p.ae/og-image.png',
      name: 'Firstdrive',
      description: 'd',
      lang: 'en',
      catalogName: 'Licences',
      offers: [{ name: '</script><script>alert(1)</script>', url: 'https://p.ae/en/signup?vehicleType=x' }],
    });
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'DrivingSchool', hasOfferCatalog: { itemListElement: [{ '@type': 'Offer' }] } });
  });
});
