import { describePageSweep } from '../../support/page-sweep';

// Every page the demos remote declares, once per viewport, with every per-page check.
describePageSweep('demos');
