import { PassThrough } from 'node:stream';

/** A log stream to give an app under test, and what has been written to it so far: the log as an operator reads it. */
export function captureLog(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let written = '';
  stream.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { stream, text: () => written };
}
