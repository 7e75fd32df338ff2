import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const p=new PGlite(); await p.waitReady; console.log('fresh',Date.now()-t);
const dump = await p.dumpDataDir('none'); console.log('dump size', dump.size);
t=Date.now();
const q=new PGlite({loadDataDir: dump}); await q.waitReady; console.log('from dump',Date.now()-t);
t=Date.now();
const r=new PGlite('/tmp/glohdev1'); await r.waitReady; console.log('existing dir',Date.now()-t);
