import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoders that react-router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
