import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);
