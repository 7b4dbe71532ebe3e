#!/usr/bin/env node
// Runs the espeak-ng WebAssembly build (GPL-3.0) as a program of its own, so it is used the way a
// system `espeak-ng` binary is and never linked into the service's code. Arguments: voice, words
// per minute, pitch (0-99); the text arrives on stdin; the WAV is written to stdout.
import ESpeakNg from 'espeak-ng';

const [voice = 'en-us', speed = '160', pitch = '50'] = process.argv.slice(2);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const text = Buffer.concat(chunks).toString('utf8');

const espeak = await ESpeakNg({
  arguments: ['-v', voice, '-s', speed, '-p', pitch, '-w', '/speech.wav', text],
  print: () => {},
  printErr: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(Buffer.from(espeak.FS.readFile('/speech.wav')));
