import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CardElement,
  ShippingDetails,
  VideoMessage,
  VoiceMessage,
} from '@cardsmith/contracts';
import type { OutboxTable } from '@cardsmith/service-kit';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp Postgres fills in with now() unless given. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CardTable {
  id: string;
  /** Null only for the example cards, which belong to no visitor. */
  owner_id: string | null;
  title: string;
  category: string;
  template_id: string | null;
  frame_id: string | null;
  background_color: string;
  card_message: string;
  text_font: string;
  text_size: string;
  elements: ColumnType<CardElement[], string, string>;
  audio_url: string | null;
  video_url: string | null;
  /** Ids of the media blobs the card links to (`linkedMediaIds`), written with every save. */
  media_ids: ColumnType<string[], string[] | undefined, string[]>;
  voice_message: ColumnType<VoiceMessage | null, string | null, string | null>;
  /** The rendered video card, set only by the media service's render worker. */
  video_message: ColumnType<VideoMessage | null, string | null | undefined, string | null>;
  /** The blobs of `video_message`, kept apart from `media_ids`, which every save rewrites. */
  video_media_ids: ColumnType<string[], string[] | undefined, string[]>;
  version: Generated<number>;
  /** Whoever holds it may edit the card with its owner (collaboration, edit links). */
  edit_token: Generated<string>;
  /** Listed in trending once its owner shares it; the example cards are public from the start. */
  is_public: Generated<boolean>;
  is_example: Generated<boolean>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
  /** Hidden by an admin: out of trending, its public page gone. */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CardReportTable {
  id: string;
  card_id: string;
  reporter_id: string;
  reason: string;
  created_at: DefaultedTimestamp;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface FrameTable {
  id: string;
  /** Null for the built-in frames; the visitor id for a custom frame. */
  owner_id: string | null;
  name: string;
  category: string;
  svg_content: string;
  position: number;
  created_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
}

export interface MoodTable {
  id: string;
  name: string;
  emoji: string;
  position: number;
}

export interface CollectionTable {
  id: string;
  name: string;
  description: string;
  position: number;
}

export interface TemplateTable {
  id: string;
  title: string;
  group_kind: 'mood' | 'collection';
  group_id: string;
  /** Card categories (occasions) the design suits. */
  categories: ColumnType<string[], string[] | undefined, string[]>;
  position: number;
  svg_content: string;
}

export interface IdeaTable {
  id: string;
  title: string;
  description: string;
  category: string;
  prompt_ideas: ColumnType<string[], string, string>;
  position: number;
}

export interface EditorTemplateTable {
  id: string;
  name: string;
  description: string;
  background_color: string;
  text_font: string;
  accent_color: string;
  svg_content: string;
  position: number;
}

export interface CardLikeTable {
  card_id: string;
  visitor_id: string;
  /** The client's audience network (IPv4 /24, IPv6 /48); null for likes from before it was kept. */
  network: string | null;
  /** The visitor was known for a while before liking; only such likes count in trending. */
  established: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface CardViewTable {
  card_id: string;
  visitor_id: string;
  /** UTC day as YYYY-MM-DD: one view per visitor per card per day. */
  day: string;
  network: string | null;
  created_at: DefaultedTimestamp;
}

/** When the cards service first saw a visitor like or view a card. */
export interface VisitorSeenTable {
  visitor_id: string;
  first_seen_at: DefaultedTimestamp;
}

export interface SocialShareTable {
  id: string;
  card_id: string;
  visitor_id: string;
  platform: string;
  message: string;
  status: string;
  scheduled_for: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/** An invitation to sign a group card; `token` is the personal sign link's secret. */
export interface GroupInviteTable {
  id: string;
  card_id: string;
  email: string;
  token: string;
  created_at: DefaultedTimestamp;
  opened_at: Timestamp | null;
  revoked_at: Timestamp | null;
  last_reminded_at: Timestamp | null;
  /** When the invitation email was handed to the scheduler; null while it is scheduled. */
  sent_at: Timestamp | null;
  /** The instant a scheduled invitation goes out (null: sent when invited). */
  send_at: Timestamp | null;
  /** The organiser's zone the scheduled time was asked in. */
  send_timezone: string | null;
  /** The organiser's name as their invitation shows it. */
  organiser_name: string | null;
  /** The sign link's writes in the current hour (rate limit). */
  writes_window_started_at: Timestamp | null;
  writes_in_window: Generated<number>;
}

/** One signer's note on a group card's inside. */
export interface GroupSignatureTable {
  id: string;
  card_id: string;
  invite_id: string;
  name: string;
  message: string;
  photo_url: string | null;
  voice_url: string | null;
  sticker: string | null;
  hidden: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** A group card's delivery as the scheduler scheduled it: signing is open until `deliver_at`. */
export interface GroupDeliveryTable {
  card_id: string;
  delivery_id: string;
  /** Null when the delivery was cancelled. */
  deliver_at: Timestamp | null;
  timezone: string;
  /** sha256 of the recipient link's `?delivery=` token, which authorises the thank-you. */
  delivery_token_hash: string;
  /** The scheduler's change instant of the delivery this row was last reported from. */
  reported_change_at: Timestamp | null;
  thanked_at: Timestamp | null;
  /** The blobs the thank-you's photo and voice note are, held as long as the card lives. */
  thanks_media_ids: ColumnType<string[], string[] | undefined, string[]>;
}

/** A postal address asked for by a personal link (address-requests/); only the organiser reads it. */
export interface AddressRequestTable {
  id: string;
  card_id: string;
  /** sha256 of the link's token: the link itself is not kept. */
  token_hash: string;
  label: string | null;
  email: string | null;
  asker_name: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  withdrawn_at: Timestamp | null;
  received_at: Timestamp | null;
  address: ColumnType<ShippingDetails | null, string | null, string | null>;
  /** The link's address sends in the current hour (rate limit). */
  writes_window_started_at: Timestamp | null;
  writes_in_window: Generated<number>;
}

/** The number of a card's last blob-references event (no foreign key: it outlives the card). */
export interface CardMediaSequenceTable {
  card_id: string;
  /** bigint: Postgres answers it as a string. */
  sequence: ColumnType<string, number, number>;
}

/** One finished publication of every card's blobs to media (src/media-references/backfill.ts). */
export interface BlobReferenceBackfillTable {
  run: string;
  holders: number;
  finished_at: DefaultedTimestamp;
}

/** Tables of the `cards` schema; Kysely is bound to that schema by service-kit's createDb. */
/** The top cards of trending's last refresh (trending.repository.ts). */
export interface TrendingScoreTable {
  card_id: string;
  score: number;
  likes: number;
}

export interface TrendingRefreshTable {
  id: number;
  refreshed_at: Timestamp;
  /** The time the kept scores are stated at; null until the first refresh scores every card. */
  ref_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every card's score with events in the window, stated at trending_refresh.ref_at. */
export interface TrendingCardScoreTable {
  card_id: string;
  score_at_ref: number;
}

/** Cards with likes or views written since the last refresh (triggers on card_like, card_view). */
export interface TrendingDirtyTable {
  card_id: string;
}

/** Live cards per owner, kept by triggers on card (migration create_card_counts). */
export interface CardOwnerCountTable {
  owner_id: string;
  /** An owner with none left keeps the row at 0. */
  cards: number;
}

/** The one row of live cards and owners with at least one, kept by the same triggers. */
export interface CardCountTable {
  id: number;
  cards: number;
  owners: number;
}

export interface CardsDb {
  card: CardTable;
  frame: FrameTable;
  mood: MoodTable;
  collection: CollectionTable;
  template: TemplateTable;
  idea: IdeaTable;
  editor_template: EditorTemplateTable;
  card_like: CardLikeTable;
  card_view: CardViewTable;
  visitor_seen: VisitorSeenTable;
  social_share: SocialShareTable;
  outbox: OutboxTable;
  card_report: CardReportTable;
  trending_score: TrendingScoreTable;
  trending_refresh: TrendingRefreshTable;
  trending_card_score: TrendingCardScoreTable;
  trending_dirty: TrendingDirtyTable;
  card_owner_count: CardOwnerCountTable;
  card_count: CardCountTable;
  group_invite: GroupInviteTable;
  group_signature: GroupSignatureTable;
  group_delivery: GroupDeliveryTable;
  address_request: AddressRequestTable;
  blob_reference_backfill: BlobReferenceBackfillTable;
  card_media_sequence: CardMediaSequenceTable;
}

export type CardRow = Selectable<CardTable>;
export type FrameRow = Selectable<FrameTable>;
export type GroupInviteRow = Selectable<GroupInviteTable>;
export type GroupSignatureRow = Selectable<GroupSignatureTable>;
export type GroupDeliveryRow = Selectable<GroupDeliveryTable>;
export type AddressRequestRow = Selectable<AddressRequestTable>;
