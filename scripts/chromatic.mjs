// `npm run chromatic`: publishes the built Storybook to Chromatic for visual review. It needs the project's
// token in CHROMATIC_PROJECT_TOKEN (a CI secret); without it nothing is sent and the command says why.
import { ensureInstalled, run, say } from './lib.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  say('CHROMATIC_PROJECT_TOKEN is not set: set it to the Chromatic project token to publish Storybook.');
  process.exit(1);
}
ensureInstalled();
run('npm', ['run', '-s', 'build-storybook']);
// Chromatic reads the token from the environment, so it never appears in the process list.
run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']);
