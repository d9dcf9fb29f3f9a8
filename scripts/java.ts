// The Java runtime of the W3C Nu Html Checker (the vnu-jar package), which the HTML gate runs over the
// built pages. Run before the browser tests (npm run test:e2e), it installs Debian's default headless
// Java when `java` is missing and the machine allows it (root with apt-get), or says in one sentence
// what to do.
import { spawnSync } from 'node:child_process';
import { aptInstall, canInstallWithApt } from './apt-get.ts';

const JAVA_PACKAGE = 'default-jre-headless';

const javaRuns = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

if (!javaRuns()) {
  if (canInstallWithApt()) {
    console.log(`Installing Debian’s ${JAVA_PACKAGE} package with apt-get for the HTML check (W3C Nu Html Checker).`);
    aptInstall(JAVA_PACKAGE);
  }
  if (!javaRuns()) {
    console.error(
      `The HTML check (W3C Nu Html Checker) needs Java 11 or later on PATH: install it (Debian/Ubuntu: sudo apt-get install ${JAVA_PACKAGE}; elsewhere: https://adoptium.net), then run the tests again.`,
    );
    process.exit(1);
  }
}
