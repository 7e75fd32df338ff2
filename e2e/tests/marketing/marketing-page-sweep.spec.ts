import { describePageSweep } from '../../support/page-sweep';

// Every page the marketing remote declares, once per viewport, with every per-page check.
describePageSweep('marketing');
