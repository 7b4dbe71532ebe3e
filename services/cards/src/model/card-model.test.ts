import { NodeIO } from '@gltf-transform/core';
import { encodePng } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import { buildCardModel, CARD_METRES } from './card-model.js';

const png = (shade: number) =>
  encodePng(
    { width: 2, height: 2, bitDepth: 8, colourType: 2 },
    Buffer.from([
      0,
      shade,
      shade,
      shade,
      shade,
      shade,
      shade,
      0,
      shade,
      shade,
      shade,
      shade,
      shade,
      shade,
    ]),
  );

describe('the card as a 3D model', () => {
  it('is a GLB with the front, inside and back as three textured faces', async () => {
    const faces = { front: png(10), inside: png(20), back: png(30) };
    const glb = await buildCardModel(faces);
    expect(Buffer.from(glb.subarray(0, 4)).toString('latin1')).toBe('glTF');

    const document = await new NodeIO().readBinary(glb);
    const root = document.getRoot();
    const primitives = root.listMeshes().flatMap((mesh) => mesh.listPrimitives());
    expect(primitives).toHaveLength(4);
    const textured = primitives.filter((p) => p.getMaterial()?.getBaseColorTexture());
    expect(textured.map((p) => p.getMaterial()!.getName())).toEqual(['front', 'inside', 'back']);
    const images = textured.map((p) =>
      Buffer.from(p.getMaterial()!.getBaseColorTexture()!.getImage()!),
    );
    expect(images).toEqual(
      [faces.front, faces.inside, faces.back].map((image) => Buffer.from(image)),
    );
    for (const primitive of primitives) {
      expect(primitive.getAttribute('TEXCOORD_0')?.getCount()).toBe(4);
    }
  });

  it('stands a card-sized panel upright, the front cover facing the viewer', async () => {
    const document = await new NodeIO().readBinary(
      await buildCardModel({ front: png(1), inside: png(2), back: png(3) }),
    );
    const front = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!;
    const position = front.getAttribute('POSITION')!;
    const [min, max] = [position.getMinNormalized([]), position.getMaxNormalized([])];
    expect(max[0]! - min[0]!).toBeCloseTo(CARD_METRES.width, 5);
    expect(max[1]! - min[1]!).toBeCloseTo(CARD_METRES.height, 5);
    expect(
      front
        .getAttribute('NORMAL')!
        .getElement(0, [])
        .map((v) => v + 0),
    ).toEqual([0, 0, 1]);
  });
});
