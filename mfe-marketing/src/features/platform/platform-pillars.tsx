import { RevealCardGrid } from '../../components/reveal-card';
import { PLATFORM_PILLARS } from './platform-content';

/** Hover opens, leaving closes, a click on the open card closes it, a tap toggles. */
export function PlatformPillars() {
  return (
    <RevealCardGrid
      cards={PLATFORM_PILLARS}
      idPrefix="pillar"
      closeOnCardClick
      testId="platform-pillars"
    />
  );
}
