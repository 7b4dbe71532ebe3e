import type { Migrations } from '@cardsmith/service-kit';
import * as createCard from './2026_11_20_0900_create_card.js';
import * as createCatalog from './2026_11_20_0910_create_catalog.js';
import * as seedCatalog from './2026_11_20_0920_seed_catalog.js';
import * as addCardEditToken from './2026_11_20_1300_add_card_edit_token.js';
import * as createSharing from './2026_11_20_1400_create_sharing.js';
import * as addTemplateCategories from './2026_11_23_2300_add_template_categories.js';
import * as addCardMediaIds from './2026_11_24_1500_add_card_media_ids.js';
import * as addCardModeration from './2026_11_24_1700_add_card_moderation.js';
import * as addCardVoiceMessage from './2026_11_24_1500_add_card_voice_message.js';
import * as addCardVideoMessage from './2026_11_24_2000_add_card_video_message.js';
import * as addEditorHeadlines from './2026_11_24_2100_add_editor_headlines.js';
import * as privateUntilGalleryOptIn from './2026_11_28_0000_private_until_gallery_opt_in.js';
import * as countLikesPerPerson from './2026_11_28_0100_count_likes_per_person.js';
import * as createOutbox from './2026_11_28_0330_create_outbox.js';
import * as publishHeldMedia from './2026_11_28_0700_publish_held_media.js';
import * as createGroupSigning from './2026_11_28_0300_create_group_signing.js';
import * as scheduleGroupInvitations from './2026_11_28_0800_schedule_group_invitations.js';
import * as orderGroupDeliveryReports from './2026_11_28_0830_order_group_delivery_reports.js';
import * as createTrendingScore from './2026_11_28_0900_create_trending_score.js';
import * as adminListIndexes from './2026_11_28_0910_admin_list_indexes.js';
import * as cardOwnerLiveIndex from './2026_11_28_0920_card_owner_live_index.js';
import * as createAddressRequests from './2026_11_28_0930_create_address_requests.js';
import * as createCardCounts from './2026_11_28_0940_create_card_counts.js';
import * as createTrendingCardScore from './2026_11_28_0950_create_trending_card_score.js';
import * as engagementCardIndexes from './2026_11_28_1100_engagement_card_indexes.js';

export const migrations: Migrations = {
  '2026_11_20_0900_create_card': createCard,
  '2026_11_20_0910_create_catalog': createCatalog,
  '2026_11_20_0920_seed_catalog': seedCatalog,
  '2026_11_20_1300_add_card_edit_token': addCardEditToken,
  '2026_11_20_1400_create_sharing': createSharing,
  '2026_11_23_2300_add_template_categories': addTemplateCategories,
  '2026_11_24_1500_add_card_media_ids': addCardMediaIds,
  '2026_11_24_1700_add_card_moderation': addCardModeration,
  '2026_11_24_1500_add_card_voice_message': addCardVoiceMessage,
  '2026_11_24_2000_add_card_video_message': addCardVideoMessage,
  '2026_11_24_2100_add_editor_headlines': addEditorHeadlines,
  '2026_11_28_0000_private_until_gallery_opt_in': privateUntilGalleryOptIn,
  '2026_11_28_0100_count_likes_per_person': countLikesPerPerson,
  '2026_11_28_0300_create_group_signing': createGroupSigning,
  '2026_11_28_0330_create_outbox': createOutbox,
  '2026_11_28_0700_publish_held_media': publishHeldMedia,
  '2026_11_28_0800_schedule_group_invitations': scheduleGroupInvitations,
  '2026_11_28_0830_order_group_delivery_reports': orderGroupDeliveryReports,
  '2026_11_28_0900_create_trending_score': createTrendingScore,
  '2026_11_28_0910_admin_list_indexes': adminListIndexes,
  '2026_11_28_0920_card_owner_live_index': cardOwnerLiveIndex,
  '2026_11_28_0930_create_address_requests': createAddressRequests,
  '2026_11_28_0940_create_card_counts': createCardCounts,
  '2026_11_28_0950_create_trending_card_score': createTrendingCardScore,
  '2026_11_28_1100_engagement_card_indexes': engagementCardIndexes,
};
