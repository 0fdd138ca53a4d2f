/** Degrees between graticule lines that give a few lines across a view `span` degrees wide. */
export function graticuleStep(span: number): number {
  const raw = Math.max(span, 1e-6) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((k) => k * power).find((step) => step >= raw) ?? raw;
}

/** The multiples of `step` from `from` to `to` (inclusive), free of floating-point drift. */
export function linesBetween(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let i = Math.ceil(from / step); i * step <= to; i += 1) lines.push(Number((i * step).toPrecision(12)));
  return lines;
}

/** A graticule line's label: degrees with as many decimals as the step needs, and E/W or N/S. */
export function degreeLabel(value: number, step: number, axis: 'longitude' | 'latitude'): string {
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const hemisphere = axis === 'longitude' ? (value < 0 ? 'W' : 'E') : value < 0 ? 'S' : 'N';
  return `${Math.abs(value).toFixed(digits)}°${value === 0 ? '' : hemisphere}`;
}
