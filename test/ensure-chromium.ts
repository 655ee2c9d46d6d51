import { ensureChromium, runStep, thisMachine } from './chromium';

// The first step of `npm test`: a missing browser is found in seconds, not after minutes of type
// checks, lint and unit tests, and on a fresh machine with root and apt it is installed once.
process.exitCode = ensureChromium(thisMachine(), runStep, {
  info: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
});
