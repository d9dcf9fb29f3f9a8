// Installs a Debian package a test tool needs (scripts/chromium.ts, scripts/java.ts), where the machine
// allows it: as root, with apt-get.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

export function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Refreshes the package lists and installs `name` quietly, showing only apt-get's errors; true when both worked. */
export function aptInstall(name: string): boolean {
  const options: SpawnSyncOptions = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  return (
    spawnSync('apt-get', ['update', '-qq'], options).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', name], options).status === 0
  );
}
