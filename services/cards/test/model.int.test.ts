import { NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const owner = newVisitor();

describe('GET /api/cards/:id/model.glb', () => {
  it("serves the card as a GLB textured with its rendered faces, cached by the card's version", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: { title: 'On the table', cardMessage: 'Happy days!', backgroundColor: '#224488' },
    });
    const card = created.json();
    const response = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}/model.glb` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('model/gltf-binary');

    const document = await new NodeIO().readBinary(new Uint8Array(response.rawPayload));
    const textured = document
      .getRoot()
      .listMaterials()
      .filter((material) => material.getBaseColorTexture());
    expect(textured.map((material) => material.getName())).toEqual(['front', 'inside', 'back']);
    for (const material of textured) {
      const image = Buffer.from(material.getBaseColorTexture()!.getImage()!);
      expect([...image.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    }

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/model.glb`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a card that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cards/abcdefghijklmnopqrstu/model.glb',
    });
    expect(response.statusCode).toBe(404);
  });
});
