const svg =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
  "<rect width='64' height='64' rx='14' fill='#2563eb'/>" +
  "<path d='M18 46V32M32 46V18M46 46V26' stroke='#ffffff' stroke-width='7' stroke-linecap='round'/>" +
  '</svg>';

/** A neutral mark shown when the configured logo is missing or fails to load. */
export const defaultLogoSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;
