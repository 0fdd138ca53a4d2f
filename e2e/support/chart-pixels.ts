import type { Locator } from '@playwright/test';

/** Whether a chart's canvas is shown and holds drawn pixels (not a blank or transparent box). */
export async function chartDrawn(chart: Locator): Promise<boolean> {
  const canvas = chart.locator('canvas').first();
  if (!(await canvas.isVisible())) return false;
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || node.width === 0 || node.height === 0) return false;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 16) if (data[i] > 0) painted++;
    return painted > 100;
  });
}

/**
 * Where a chart's rows of pixels are searched for a bar: a column chart's lowest rows hold every
 * column, so scanning up from them finds the leftmost one; a bar chart's top bar comes first
 * when scanning down.
 */
export type BarScan = 'leftmost column' | 'top bar';

/**
 * The page position of the middle of a bar a chart drew: found in the canvas pixels (G2's first
 * colour is a saturated blue), so the click does not depend on the axis widths or on how many
 * groups the data has. Null until two looks a moment apart agree (the bars grow in).
 */
export async function barCentre(chart: Locator, scan: BarScan): Promise<{ x: number; y: number } | null> {
  const canvas = chart.locator('canvas').first();
  const look = () =>
    canvas.evaluate((element, upwards) => {
      const node = element as HTMLCanvasElement;
      const context = node.getContext('2d');
      if (!context) return null;
      const { width, height } = node;
      const { data } = context.getImageData(0, 0, width, height);
      const blue = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return data[i + 3] > 200 && data[i + 2] > 180 && data[i] < 120 && data[i + 2] - data[i] > 100;
      };
      const rows: number[] = [];
      if (upwards) for (let y = Math.floor(height * 0.85); y > height * 0.2; y -= 2) rows.push(y);
      else for (let y = Math.floor(height * 0.1); y < height * 0.9; y += 2) rows.push(y);
      for (const y of rows) {
        for (let x = 0; x < width; x++) {
          if (!blue(x, y)) continue;
          let end = x;
          while (end < width && blue(end, y)) end++;
          if (end - x >= 6) {
            const scale = node.getBoundingClientRect().width / width;
            return { x: ((x + end) / 2) * scale, y: y * scale };
          }
          x = end;
        }
      }
      return null;
    }, scan === 'leftmost column');
  const first = await look();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const second = await look();
  if (!first || !second || first.x !== second.x || first.y !== second.y) return null;
  const box = (await canvas.boundingBox())!;
  return { x: box.x + second.x, y: box.y + second.y };
}
