// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs as soon as it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
