import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out, and react-router 7 needs them as soon as it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
