import { describePageSweep } from '../../support/page-sweep';

// Every page the investors remote declares (the viewer needs a session: investor-a11y covers it)
// and the reset page as its mailed link opens it, once per viewport, with every per-page check.
describePageSweep('investors');
