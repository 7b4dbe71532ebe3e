import { Document, NodeIO, type Texture } from '@gltf-transform/core';

/** A 5×7 in card, in metres (glTF's unit), and the thickness of its card stock. */
export const CARD_METRES = { width: 0.127, height: 0.178, thickness: 0.0004 } as const;

/** How far the standing card is opened: the angle between its two panels. */
const OPENING_DEGREES = 100;

export interface CardFaces {
  /** PNG of the front cover. */
  front: Uint8Array;
  /** PNG of the inside page, where the message is. */
  inside: Uint8Array;
  /** PNG of the back cover. */
  back: Uint8Array;
}

type Vec3 = [number, number, number];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];

/**
 * One face of a panel: a rectangle from `bottomLeft`, `across` to its right edge and the card's
 * height up, seen from the side its normal (across × up) points to, lifted half the stock's
 * thickness off the panel's middle.
 */
function faceGeometry(bottomLeft: Vec3, across: Vec3) {
  const { height, thickness } = CARD_METRES;
  const length = Math.hypot(...across);
  const normal: Vec3 = [-across[2] / length, 0, across[0] / length];
  const start = add(bottomLeft, scale(normal, thickness / 2));
  const corners = [
    start,
    add(start, across),
    add(add(start, across), [0, height, 0]),
    add(start, [0, height, 0]),
  ];
  return {
    positions: new Float32Array(corners.flat()),
    normals: new Float32Array([normal, normal, normal, normal].flat()),
    // glTF puts the texture's top-left corner at (0, 0).
    uvs: new Float32Array([0, 1, 1, 1, 1, 0, 0, 0]),
  };
}

/**
 * The card as a glTF binary: a folded card standing opened on a table, its front cover facing the
 * viewer, textured with the front, the inside page and the back cover; the inside of the front
 * cover is plain paper.
 */
export async function buildCardModel(faces: CardFaces): Promise<Uint8Array> {
  const { width } = CARD_METRES;
  const document = new Document();
  const buffer = document.createBuffer();
  const mesh = document.createMesh('card');
  const angle = (OPENING_DEGREES * Math.PI) / 180;
  const spine: Vec3 = [-width / 2, 0, 0];
  const frontAcross: Vec3 = [width, 0, 0];
  const backAcross: Vec3 = [Math.cos(angle) * width, 0, -Math.sin(angle) * width];
  const frontEdge = add(spine, frontAcross);
  const backEdge = add(spine, backAcross);

  const texture = (name: string, png: Uint8Array): Texture =>
    document.createTexture(name).setImage(png).setMimeType('image/png');
  const paper = document
    .createMaterial('paper')
    .setBaseColorFactor([0.98, 0.97, 0.95, 1])
    .setRoughnessFactor(0.9)
    .setMetallicFactor(0);

  const panels = [
    { name: 'front', bottomLeft: spine, across: frontAcross, image: faces.front },
    { name: 'inside-front', bottomLeft: frontEdge, across: scale(frontAcross, -1), image: null },
    { name: 'inside', bottomLeft: spine, across: backAcross, image: faces.inside },
    { name: 'back', bottomLeft: backEdge, across: scale(backAcross, -1), image: faces.back },
  ];
  for (const panel of panels) {
    const geometry = faceGeometry(panel.bottomLeft, panel.across);
    const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array) =>
      document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const material = panel.image
      ? document
          .createMaterial(panel.name)
          .setBaseColorTexture(texture(panel.name, panel.image))
          .setRoughnessFactor(0.8)
          .setMetallicFactor(0)
      : paper;
    mesh.addPrimitive(
      document
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', geometry.positions))
        .setAttribute('NORMAL', accessor('VEC3', geometry.normals))
        .setAttribute('TEXCOORD_0', accessor('VEC2', geometry.uvs))
        .setIndices(accessor('SCALAR', new Uint16Array([0, 1, 2, 0, 2, 3])))
        .setMaterial(material),
    );
  }
  document.createScene('card').addChild(document.createNode('card').setMesh(mesh));
  return new NodeIO().writeBinary(document);
}
