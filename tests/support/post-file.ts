import type { TestApp } from './test-server.ts';

/** A file sent as a browser's form sends it (multipart/form-data), in the form field `field`. */
export async function postFile(
  server: TestApp,
  path: string,
  file: { readonly field: string; readonly bytes: Buffer; readonly name: string },
  headers: Readonly<Record<string, string>> = {},
) {
  const form = new FormData();
  form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await server.fetch(server.baseUrl + path, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever came back
}
