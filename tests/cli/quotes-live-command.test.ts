import { describe, expect, it } from 'vitest';
import { liveCommandFor } from '../../scripts/quotes/stores';

describe('the command the quotes CLI suggests for the live store', () => {
  it('is the same command with --production', () => {
    expect(liveCommandFor(['show', 'K7Q2M9X4PA'], 'darwin')).toBe('npm run quotes -- show K7Q2M9X4PA --production');
  });

  it('starts with npm.cmd on Windows, whose PowerShell npm can drop the -- and take --production for itself', () => {
    expect(liveCommandFor(['list', '--since', '7d'], 'win32')).toBe(
      'npm.cmd run quotes -- list --since 7d --production',
    );
  });
});
