import type { DefaultTheme } from 'styled-components';

/** A step of the theme's spacing scale, e.g. `4` for 16px: layout gaps come only from it. */
export type Space = keyof DefaultTheme['space'];
