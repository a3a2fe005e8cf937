import { accountFormEndpoints as accountForms } from '@plaza/api';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

const formWith = (data: Uint8Array, name = 'me.png', type = 'image/png') => {
  const form = new FormData();
  form.append('avatar', new Blob([data], { type }), name);
  return form;
};

describe('avatars', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (user: TestUser, form: FormData) =>
    call<{ avatar: string | null }>(server, accountForms.updateUser, {
      token: user.access,
      body: form,
    });
  const avatarFiles = () => readdir(join(server.dataDir, 'uploads', 'avatars')).catch(() => []);

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, re-encodes it as a square WebP thumbnail and serves it',
    async (format) => {
      const user = await registerUser(server);
      const answer = await upload(user, formWith(await image(640, 480, format)));
      expect(answer.status).toBe(200);
      const url = answer.body.avatar ?? '';
      expect(url).toMatch(new RegExp(`^${server.url}/uploads/avatars/[0-9a-f-]{36}\\.webp$`));

      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('names the file itself, whatever name the upload had', async () => {
    const user = await registerUser(server);
    const answer = await upload(user, formWith(await image(64, 64, 'png'), '../../evil.html'));
    expect(answer.body.avatar).toMatch(/\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const user = await registerUser(server);
    const fake = new TextEncoder().encode('<script>alert(1)</script>');
    const answer = await upload(user, formWith(fake, 'me.png', 'image/png'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ avatar: ['Upload a valid image: JPEG, PNG or WebP.'] });
  });

  it('refuses an image in another format, such as GIF', async () => {
    const user = await registerUser(server);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const answer = await upload(user, formWith(gif, 'me.gif', 'image/gif'));
    expect(answer.body).toEqual({ avatar: ['Upload a valid image: JPEG, PNG or WebP.'] });
  });

  it('refuses an image wider or taller than 4096 pixels', async () => {
    const user = await registerUser(server);
    const answer = await upload(user, formWith(await image(4097, 16, 'png')));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ avatar: ['The image must be at most 4096 pixels a side.'] });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await registerUser(server);
    const answer = await upload(user, formWith(new Uint8Array(5 * 1024 * 1024 + 1)));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ detail: 'The file is too large.', code: 'file_too_large' });
  });

  it('replaces the old file, and removes the avatar with an empty value', async () => {
    const user = await registerUser(server);
    const first = await upload(user, formWith(await image(32, 32, 'png')));
    const second = await upload(user, formWith(await image(32, 32, 'jpeg')));
    expect(second.body.avatar).not.toBe(first.body.avatar);
    expect((await fetch(first.body.avatar ?? '')).status).toBe(404);

    const remove = new FormData();
    remove.append('avatar', '');
    expect((await upload(user, remove)).body.avatar).toBeNull();
    expect((await fetch(second.body.avatar ?? '')).status).toBe(404);
    const files = await avatarFiles();
    expect(files.some((file) => second.body.avatar?.endsWith(file))).toBe(false);
  });

  it('keeps the avatar when the file input was left empty, and refuses text as a file', async () => {
    const user = await registerUser(server);
    const set = await upload(user, formWith(await image(32, 32, 'png')));
    const empty = new FormData();
    empty.append('avatar', new Blob([]), '');
    empty.append('first_name', 'Eva');
    const kept = await upload(user, empty);
    expect(kept.body).toMatchObject({ avatar: set.body.avatar, first_name: 'Eva' });

    const text = await call(server, accountForms.updateUser, {
      token: user.access,
      body: { avatar: 'https://elsewhere.example/me.png' },
    });
    expect(text.body).toEqual({ avatar: ['The submitted data was not a file.'] });
  });

  it('builds the URL from the host the caller used', async () => {
    const user = await registerUser(server);
    const answer = await call<{ avatar: string }>(server, accountForms.updateUser, {
      token: user.access,
      body: formWith(await image(32, 32, 'png')),
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' },
    });
    expect(answer.body.avatar).toMatch(/^https:\/\/shop\.example\/uploads\/avatars\//);
  });
});
