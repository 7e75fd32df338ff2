#!/usr/bin/env node
// The command's entry, plain JavaScript like gloh-serve-remote's.
import '../dist/release-cli.js';
