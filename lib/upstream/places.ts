// Place search for the onboarding address (row 7.4, spec silent: the reference's path and answer,
// schemas/places.ts). The browser reads it through the BFF (lib/bff/routes/places.ts), which asks this path.
export const PLACES_PATH = 'location/v1/places';
