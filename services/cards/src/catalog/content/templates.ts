import type { CardCategoryId, CollectionId, MoodId } from '@cardsmith/contracts';
import { anime } from './templates/anime.js';
import { celebratory } from './templates/celebratory.js';
import { fantasy } from './templates/fantasy.js';
import { funny } from './templates/funny.js';
import { inspirational } from './templates/inspirational.js';
import { minimal } from './templates/minimal.js';
import { nostalgic } from './templates/nostalgic.js';
import { poetic } from './templates/poetic.js';
import { retrowave } from './templates/retrowave.js';
import { romantic } from './templates/romantic.js';
import { sympathetic } from './templates/sympathetic.js';
import { taylorSwift } from './templates/taylor-swift.js';
import { thankful } from './templates/thankful.js';
import { zodiac } from './templates/zodiac.js';
import type { TemplateArt } from './svg.js';

/**
 * Designs every mood, collection and card category offers at least, so no picker row is empty
 * or thin (issue 16). The picker's skeleton count, TEMPLATES_PER_GROUP, is the spec's and apart.
 */
export const MIN_DESIGNS_PER_GROUP = 6;

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
  { kind: 'mood', id: 'celebratory', idPrefix: 'celebratory', art: celebratory },
  { kind: 'mood', id: 'sympathetic', idPrefix: 'sympathetic', art: sympathetic },
  { kind: 'mood', id: 'poetic', idPrefix: 'poetic', art: poetic },
  { kind: 'mood', id: 'nostalgic', idPrefix: 'nostalgic', art: nostalgic },
  { kind: 'collection', id: 'taylorSwift', idPrefix: 'taylor', art: taylorSwift },
  { kind: 'collection', id: 'fantasy', idPrefix: 'fantasy', art: fantasy },
  { kind: 'collection', id: 'zodiac', idPrefix: 'zodiac', art: zodiac },
  { kind: 'collection', id: 'minimal', idPrefix: 'minimal', art: minimal },
  { kind: 'collection', id: 'retrowave', idPrefix: 'retrowave', art: retrowave },
  { kind: 'collection', id: 'anime', idPrefix: 'anime', art: anime },
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
