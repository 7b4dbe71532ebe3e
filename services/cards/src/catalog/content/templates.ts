import type { CardCategoryId, CollectionId, MoodId } from '@cardsmith/contracts';
import { fantasy } from './templates/fantasy.js';
import { funny } from './templates/funny.js';
import { inspirational } from './templates/inspirational.js';
import { romantic } from './templates/romantic.js';
import { taylorSwift } from './templates/taylor-swift.js';
import { thankful } from './templates/thankful.js';
import { zodiac } from './templates/zodiac.js';
import type { TemplateArt } from './svg.js';

export interface TemplateSeed {
  id: string;
  title: string;
  groupKind: 'mood' | 'collection';
  groupId: MoodId | CollectionId;
  categories: readonly CardCategoryId[];
  position: number;
  svg: string;
}

/** Ids are the group name (or 'taylor' for the Taylor Swift collection) plus the position. */
const GROUPS: {
  kind: TemplateSeed['groupKind'];
  id: TemplateSeed['groupId'];
  idPrefix: string;
  art: TemplateArt[];
}[] = [
  { kind: 'mood', id: 'funny', idPrefix: 'funny', art: funny },
  { kind: 'mood', id: 'romantic', idPrefix: 'romantic', art: romantic },
  { kind: 'mood', id: 'inspirational', idPrefix: 'inspirational', art: inspirational },
  { kind: 'mood', id: 'thankful', idPrefix: 'thankful', art: thankful },
  { kind: 'collection', id: 'taylorSwift', idPrefix: 'taylor', art: taylorSwift },
  { kind: 'collection', id: 'fantasy', idPrefix: 'fantasy', art: fantasy },
  { kind: 'collection', id: 'zodiac', idPrefix: 'zodiac', art: zodiac },
];

export const TEMPLATE_SEEDS: TemplateSeed[] = GROUPS.flatMap((group) =>
  group.art.map((art, index) => ({
    id: `${group.idPrefix}${index + 1}`,
    title: art.title,
    groupKind: group.kind,
    groupId: group.id,
    categories: art.categories,
    position: index + 1,
    svg: art.svg,
  })),
);
