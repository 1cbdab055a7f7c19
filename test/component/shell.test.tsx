import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';
import { resetSandbox } from './sandboxServer';

beforeEach(resetSandbox);

const SLOW = { timeout: 20_000 };

describe('the portal follows the screen', () => {
  it.each([
    ['/admin/marketplace/dashboard', 'Marketplace', 'Our Garage'],
    ['/admin/marketplace/ourGarage', 'Marketplace', 'Our Garage'],
    ['/admin/customerManagement', 'VR Garage', 'Garage Management'],
  ])('opening %s by its address shows the %s portal and its menu', async (path, portal, entry) => {
    renderApp(path, 'admin');
    await waitFor(() => expect(screen.getByTestId('portal-switcher').closest('.MuiInputBase-root')).toHaveTextContent(portal), SLOW);
    await screen.findByRole('menuitem', { name: entry }, SLOW);
  });
});
