#!/usr/bin/env node
// The command's entry. It is plain JavaScript so that the command can be linked at install,
// before the prepare script has compiled the server it starts.
import '../dist/serve-remote.js';
