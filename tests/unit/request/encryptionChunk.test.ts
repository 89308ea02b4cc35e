/**
 * The oem encryption is a chunk of its own: a host bundler that splits dynamic imports ships the
 * request client without it, and only the oem release (which encrypts) loads it.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function chunks(): Promise<{ entry: string; others: string[] }> {
  const result = await build({
    entryPoints: ['kernel/request/createRequestClient.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    external: ['axios'],
    logLevel: 'silent',
  });
  const [entry, ...others] = result.outputFiles
    .sort(
      (a, b) =>
        Number(b.path.endsWith('createRequestClient.js')) -
        Number(a.path.endsWith('createRequestClient.js')),
    )
    .map((file) => file.text);
  return { entry, others };
}

describe('the oem encryption chunk', () => {
  it('is not in the request client, and is a chunk of its own', async () => {
    const { entry, others } = await chunks();
    expect(entry).not.toContain('RSA-OAEP');
    expect(entry).not.toContain('AES-CBC');
    expect(others.some((chunk) => chunk.includes('RSA-OAEP') && chunk.includes('AES-CBC'))).toBe(
      true,
    );
  });
});
