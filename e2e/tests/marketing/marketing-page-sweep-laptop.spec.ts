import { describePageSweep } from '../../support/page-sweep';

// Every page the marketing remote declares at laptop width, with every per-page check;
// marketing-page-sweep-phone.spec.ts sweeps them at the narrowest phone width on another site.
describePageSweep('marketing', { widths: [1280] });
