import { describePageSweep } from '../../support/page-sweep';

// Every page the marketing remote declares at the narrowest phone width, with every per-page
// check; marketing-page-sweep-laptop.spec.ts sweeps them at laptop width on another site.
describePageSweep('marketing', { widths: [360] });
