import { RevealCard } from '../../components/reveal-card';
import { useDisclosureGroup } from '../../hooks/use-disclosure-group';
import { PLATFORM_PILLARS, type PlatformCardId } from './platform-content';

/** Hover opens, leaving closes, a click on the open card closes it, a tap toggles. */
export function PlatformPillars() {
  const { openId, itemProps, activate } = useDisclosureGroup<PlatformCardId>();
  return (
    <div className="row g-4" data-testid="platform-pillars">
      {PLATFORM_PILLARS.map((pillar) => (
        <div key={pillar.id} className="col-12 col-md-6 col-lg-4">
          <RevealCard
            id={`pillar-${pillar.id}`}
            icon={pillar.icon}
            title={pillar.title}
            summary={pillar.summary}
            points={pillar.features}
            pointsLabel="Key features"
            open={openId === pillar.id}
            onActivate={() => activate(pillar.id)}
            hoverHandlers={itemProps(pillar.id)}
            closeOnCardClick
          />
        </div>
      ))}
    </div>
  );
}
