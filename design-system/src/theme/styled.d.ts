import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // Declaration merging needs an interface; the body stays empty because Theme already lists every token.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
