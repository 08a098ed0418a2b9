// A mark per seat colour, so that colour is never the only thing that tells seats apart: the
// same glyph is drawn on the seat's settlements and cities, its roads carry the seat's dash
// pattern, and its swatch beside a name (panels, log, results) shows the glyph too.
import { seatFill } from './colours.ts';

/** Glyph paths in a box from −1 to 1, by colour name. */
const GLYPHS: Readonly<Record<string, string>> = {
  red: 'M0,-0.62 A0.62,0.62 0 1 1 0,0.62 A0.62,0.62 0 1 1 0,-0.62 Z',
  blue: 'M-0.55,-0.55 H0.55 V0.55 H-0.55 Z',
  orange: 'M0,-0.72 L0.68,0.52 H-0.68 Z',
  white: 'M0,-0.78 L0.62,0 L0,0.78 L-0.62,0 Z',
  green: 'M0,-0.8 L0.24,-0.24 L0.8,-0.2 L0.36,0.16 L0.5,0.76 L0,0.44 L-0.5,0.76 L-0.36,0.16 L-0.8,-0.2 L-0.24,-0.24 Z',
  brown: 'M-0.2,-0.7 H0.2 V-0.2 H0.7 V0.2 H0.2 V0.7 H-0.2 V0.2 H-0.7 V-0.2 H-0.2 Z',
};

/** A road's inner line, by colour name: solid, dashed, dotted… (in units of the road's width). */
const DASHES: Readonly<Record<string, string | undefined>> = {
  red: undefined, blue: '2.2 1', orange: '0.2 1.1', white: '2.6 0.8 0.2 0.8', green: '1.2 0.8', brown: '0.6 0.6',
};

/** The glyph's colour: dark on the light fills, light on the dark ones. */
const INK: Readonly<Record<string, string>> = { white: '#1e1e1e', orange: '#1e1e1e', green: '#fff', red: '#fff', blue: '#fff', brown: '#fff' };

export const glyphOf = (colour: string | undefined): string => GLYPHS[colour ?? ''] ?? GLYPHS.red;
export const inkOf = (colour: string | undefined): string => INK[colour ?? ''] ?? '#fff';

/** The dash array of a seat's road, scaled to a road `width` wide. */
export function roadDash(colour: string | undefined, width: number): string | undefined {
  const dash = DASHES[colour ?? ''];
  return dash?.split(' ').map((n) => Number(n) * width).join(' ');
}

/** The seat's mark drawn at (x, y), `size` half-wide (SVG). */
export function Glyph({ colour, x, y, size }: { colour: string | undefined; x: number; y: number; size: number }) {
  return <path class="seat-glyph" d={glyphOf(colour)} transform={`translate(${x} ${y}) scale(${size})`} fill={inkOf(colour)} />;
}

/** A swatch of the seat's colour with its glyph, beside a name. */
export function SeatSwatch({ colour, class: extra }: { colour: string | undefined; class?: string }) {
  return (
    <svg class={`swatch seat-swatch${extra ? ` ${extra}` : ''}`} viewBox="-1 -1 2 2" aria-hidden="true" data-colour={colour}>
      <rect x="-1" y="-1" width="2" height="2" fill={seatFill(colour)} />
      <path d={glyphOf(colour)} transform="scale(0.75)" fill={inkOf(colour)} />
    </svg>
  );
}
