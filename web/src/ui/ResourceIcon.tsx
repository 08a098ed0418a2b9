// A small drawn glyph per resource (no font or emoji needed), for the hand, harbors and trades.
import type { Resource } from '../lib/domain.ts';
import { RESOURCE_FILL } from './colours.ts';

/** The glyph in a 20×20 box centred on (0, 0). */
export function ResourceGlyph({ resource }: { resource: Resource }) {
  const fill = RESOURCE_FILL[resource];
  switch (resource) {
    case 'brick':
      return (
        <g fill={fill} stroke="#5a2713" stroke-width="0.8">
          <rect x="-9" y="-6" width="8.5" height="5" /><rect x="0.5" y="-6" width="8.5" height="5" />
          <rect x="-4.5" y="0" width="9" height="5" /><rect x="-9" y="0" width="4" height="5" /><rect x="5" y="0" width="4" height="5" />
        </g>
      );
    case 'lumber':
      return (
        <g stroke="#163d1d" stroke-width="0.8">
          <rect x="-1.5" y="4" width="3" height="5" fill="#7a4b25" />
          <polygon points="0,-9 8,5 -8,5" fill={fill} />
        </g>
      );
    case 'wool':
      return (
        <g fill="#f7f7f2" stroke="#556b2f" stroke-width="0.9">
          <circle cx="-4" cy="1" r="4.5" /><circle cx="4" cy="1" r="4.5" /><circle cx="0" cy="-3" r="4.5" />
          <circle cx="7" cy="-2" r="2.6" fill="#4a4a4a" />
        </g>
      );
    case 'grain':
      return (
        <g fill={fill} stroke="#7a5a10" stroke-width="0.7">
          <line x1="0" y1="9" x2="0" y2="-8" />
          {[-6, -2, 2].map((y) => <ellipse key={y} cx="-2.6" cy={y} rx="2.4" ry="3.2" />)}
          {[-6, -2, 2].map((y) => <ellipse key={`r${y}`} cx="2.6" cy={y} rx="2.4" ry="3.2" />)}
        </g>
      );
    case 'ore':
      return <polygon points="-8,6 -5,-4 0,-8 6,-3 8,6" fill={fill} stroke="#2f3338" stroke-width="0.9" />;
  }
}

/** The glyph as an inline image with an accessible name. */
export function ResourceIcon({ resource, label, size = 20 }: { resource: Resource; label?: string; size?: number }) {
  return (
    <svg class="res-icon" width={size} height={size} viewBox="-10 -10 20 20" role={label ? 'img' : undefined}
      aria-label={label} aria-hidden={label ? undefined : true}>
      <ResourceGlyph resource={resource} />
    </svg>
  );
}
