import { useEffect, useId } from 'react';
import { Icon } from '../../components/icon';
import { useDisclosureGroup } from '../../hooks/use-disclosure-group';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import {
  hexagonLayout,
  hexagonSizeForWidth,
  isSegmentHoverEnabled,
  POPUP_MAX_HEIGHT_PX,
} from './hexagon-layout';
import { SEGMENTS, type SegmentId } from './segments';
import marketingStyles from '../../styles/marketing.module.css';
import platformStyles from './platform.module.css';

/** Pointy-top hexagon drawn in a 100 × 115 box, stretched to the button's size. */
const HEXAGON_POINTS = '50,0 100,28.75 100,86.25 50,115 0,86.25 0,28.75';

export function SegmentDiagram() {
  const width = useViewportWidth();
  const hoverEnabled = isSegmentHoverEnabled(width);
  const size = hexagonSizeForWidth(width);
  const layout = hexagonLayout(size);
  const { openId, itemProps, activate, close } = useDisclosureGroup<SegmentId>(hoverEnabled);
  const popupId = useId();
  const open = SEGMENTS.find((segment) => segment.id === openId);

  useEffect(() => {
    if (!openId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId, close]);

  const fontSize = Math.round(size * 0.15);
  return (
    <div className="row g-4 align-items-center" data-testid="segment-diagram">
      <div className="col-lg-6 d-flex justify-content-center">
        <div
          className={platformStyles.hexDiagram}
          data-testid="hex-diagram"
          style={{ width: layout.width, height: layout.height }}
          data-hexagon-size={size}
        >
          <div
            className={`${platformStyles.hex} ${platformStyles.hexCenter}`}
            style={{ ...layout.center, width: layout.hexWidth, height: layout.hexHeight, fontSize }}
          >
            <svg viewBox="0 0 100 115" preserveAspectRatio="none" aria-hidden="true">
              <polygon points={HEXAGON_POINTS} />
            </svg>
            <span className={platformStyles.hexLabel}>Gloh</span>
          </div>
          {SEGMENTS.map((segment, index) => {
            const position = layout.segments[index]!;
            const isOpen = openId === segment.id;
            return (
              <button
                key={segment.id}
                type="button"
                className={`${platformStyles.hex} ${platformStyles.hexSegment} ${isOpen ? platformStyles.isOpen : ''}`}
                style={{
                  ...position,
                  width: layout.hexWidth,
                  height: layout.hexHeight,
                  fontSize,
                  color: '#fff',
                }}
                aria-expanded={isOpen}
                aria-controls={popupId}
                data-segment={segment.id}
                onClick={() => activate(segment.id)}
                {...itemProps(segment.id)}
              >
                <svg viewBox="0 0 100 115" preserveAspectRatio="none" aria-hidden="true">
                  <polygon points={HEXAGON_POINTS} style={{ fill: segment.colour }} />
                </svg>
                <span className={platformStyles.hexLabel}>
                  {segment.shortLabel}
                  {segment.shortLabel !== segment.title && (
                    <span className="visually-hidden">
                      {segment.title.slice(segment.shortLabel.length)}
                    </span>
                  )}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <div className="col-lg-6">
        <div
          id={popupId}
          className={`${platformStyles.segmentPopup} ${open ? platformStyles.isOpen : ''}`}
          // Where hover opens it, the box keeps its full height so nothing below moves.
          style={{
            maxHeight: POPUP_MAX_HEIGHT_PX,
            height: hoverEnabled ? POPUP_MAX_HEIGHT_PX : undefined,
          }}
          role="region"
          aria-live="polite"
          aria-label={open ? `${open.title} details` : 'Segment details'}
          // No tabIndex: when open and long enough to scroll, its close button makes it reachable.
          data-testid="segment-popup"
        >
          {open ? (
            <>
              <div className="d-flex align-items-start justify-content-between gap-2">
                <div className="d-flex align-items-center gap-2">
                  <span className={marketingStyles.featureIcon}>
                    <Icon icon={open.icon} />
                  </span>
                  <h3 className="h5 mb-0">{open.title}</h3>
                </div>
                <button
                  type="button"
                  className={platformStyles.popupClose}
                  aria-label="Close details"
                  onClick={close}
                />
              </div>
              <p className={`fw-semibold ${marketingStyles.textTeal} mt-3 mb-1`}>
                {open.shortDescription}
              </p>
              <p className="text-body-secondary">{open.longDescription}</p>
              <ul className={`${marketingStyles.checkList} mb-0`}>
                {open.uses.map((use) => (
                  <li key={use}>{use}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-body-secondary mb-0">
              {hoverEnabled
                ? 'Hover over or select a segment to see how Gloh serves it.'
                : 'Tap a segment to see how Gloh serves it.'}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
