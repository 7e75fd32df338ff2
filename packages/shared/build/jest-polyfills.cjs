// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs as soon as it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
