// schema.org DrivingSchool for the landing page (structured data for search engines).

export interface DrivingSchoolInput {
  url: string;
  logoUrl: string;
  imageUrl: string;
  name: string;
  description: string;
  lang: string;
  offers: { name: string; url: string }[];
  catalogName: string;
}

export function drivingSchoolJsonLd(input: DrivingSchoolInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DrivingSchool',
    name: input.name,
    description: input.description,
    url: input.url,
    logo: input.logoUrl,
    image: input.imageUrl,
    inLanguage: input.lang,
    currenciesAccepted: 'AED',
    address: { '@type': 'PostalAddress', addressCountry: 'AE' },
    areaServed: { '@type': 'Country', name: 'United Arab Emirates' },
    ...(input.offers.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: input.catalogName,
            itemListElement: input.offers.map((o) => ({
              '@type': 'Offer',
              url: o.url,
              itemOffered: { '@type': 'Service', name: o.name },
            })),
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
