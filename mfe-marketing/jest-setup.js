// react-router 7 reads TextEncoder at import time; jsdom does not provide it, Node does.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
