import { expect, test } from '../support/fixtures';
import { login } from './shell-helpers';

const modes = [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'tablet', width: 900, height: 900 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

test.describe('device modes (SPEC section 2)', () => {
  for (const mode of modes) {
    test(`${mode.name} at ${mode.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: mode.width, height: mode.height });
      await login(page);
      await expect(page.getByTestId('main-layout')).toHaveAttribute('data-device', mode.name);
      const sider = page.getByTestId('sider');
      if (mode.name === 'mobile') {
        await expect(sider).toHaveCount(0);
        await page.getByTestId('collapse-toggle').click();
        await expect(page.locator('.ant-drawer').getByTestId('side-menu')).toBeVisible();
      } else if (mode.name === 'tablet') {
        await expect(sider).toHaveAttribute('data-collapsed', 'true');
        expect((await sider.boundingBox())?.width).toBe(80);
      } else {
        await expect(sider).toHaveAttribute('data-collapsed', 'false');
        expect((await sider.boundingBox())?.width).toBe(180);
      }
    });
  }
});
