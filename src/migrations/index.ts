import * as migration_20261123_004157_initial from './20261123_004157_initial';
import * as migration_20261123_082719_blocks_as_json from './20261123_082719_blocks_as_json';
import * as migration_20261123_112258_enquiries_and_leads from './20261123_112258_enquiries_and_leads';
import * as migration_20261123_151932_events_offices_meeting_rooms from './20261123_151932_events_offices_meeting_rooms';
import * as migration_20261123_175259_events_category_mask from './20261123_175259_events_category_mask';
import * as migration_20261124_150000_submissions from './20261124_150000_submissions';
import * as migration_20261124_151911_privacy_erasures_retention from './20261124_151911_privacy_erasures_retention';
import * as migration_20261125_133755_staff_roles from './20261125_133755_staff_roles';
import * as migration_20261125_135649_no_lockout from './20261125_135649_no_lockout';
import * as migration_20261125_140000_rate_limits from './20261125_140000_rate_limits';
import * as migration_20261125_194803_application from './20261125_194803_application';
import * as migration_20261125_201000_direct_debit from './20261125_201000_direct_debit';
import * as migration_20261125_213601_application_source from './20261125_213601_application_source';
import * as migration_20261125_214133_review from './20261125_214133_review';
import * as migration_20261125_222819_company_members from './20261125_222819_company_members';
import * as migration_20261125_224040_member_adds from './20261125_224040_member_adds';
import * as migration_20261126_003613_member_accounts from './20261126_003613_member_accounts';
import * as migration_20261126_005111_table_bookings from './20261126_005111_table_bookings';
import * as migration_20261126_011122_member_directory from './20261126_011122_member_directory';
import * as migration_20261126_021500_booking_covers_on_delete from './20261126_021500_booking_covers_on_delete';
import * as migration_20261126_032535_ticket_orders from './20261126_032535_ticket_orders';
import * as migration_20261126_034908_ticket_order_request_hash from './20261126_034908_ticket_order_request_hash';
import * as migration_20261126_043639_pages_search_and_club_places from './20261126_043639_pages_search_and_club_places';
import * as migration_20261128_102610_member_invitations from './20261128_102610_member_invitations';
import * as migration_20261128_102708_retire_ticket_requests from './20261128_102708_retire_ticket_requests';
import * as migration_20261128_125620_member_pending_email from './20261128_125620_member_pending_email';
import * as migration_20261128_125621_outbox_relay from './20261128_125621_outbox_relay';
import * as migration_20261128_125742_limit_settings from './20261128_125742_limit_settings';
import * as migration_20261128_130000_continue_links_and_payment_flows from './20261128_130000_continue_links_and_payment_flows';
import * as migration_20261128_130031_fair_use_limits from './20261128_130031_fair_use_limits';
import * as migration_20261128_130445_sign_in_settings from './20261128_130445_sign_in_settings';
import * as migration_20261128_154513_lead_funnel_statuses from './20261128_154513_lead_funnel_statuses';
import * as migration_20261128_154600_lead_funnel_backfill from './20261128_154600_lead_funnel_backfill';
import * as migration_20261128_154622_membership_type_joining_fee_and_term from './20261128_154622_membership_type_joining_fee_and_term';
import * as migration_20261128_155441_last_few_tickets_setting from './20261128_155441_last_few_tickets_setting';
import * as migration_20261201_220000_direct_debit_sandbox_collections from './20261201_220000_direct_debit_sandbox_collections';
import * as migration_20261207_062939_dues_and_payments from './20261207_062939_dues_and_payments';
import * as migration_20261207_070537_dues_waive_and_extend from './20261207_070537_dues_waive_and_extend';
import * as migration_20261207_071448_dues_club from './20261207_071448_dues_club';
import * as migration_20261207_142218_dues_new_mandate from './20261207_142218_dues_new_mandate';
import * as migration_20261207_145556_dues_notice from './20261207_145556_dues_notice';
import * as migration_20261207_171055_dues_settings from './20261207_171055_dues_settings';
import * as migration_20261207_171552_dues_stopped from './20261207_171552_dues_stopped';
import * as migration_20261207_201332_uploads_storage_fields from './20261207_201332_uploads_storage_fields';
import * as migration_20261207_210906_footer_events_whatsapp from './20261207_210906_footer_events_whatsapp';

export const migrations = [
  {
    up: migration_20261123_004157_initial.up,
    down: migration_20261123_004157_initial.down,
    name: '20261123_004157_initial',
  },
  {
    up: migration_20261123_082719_blocks_as_json.up,
    down: migration_20261123_082719_blocks_as_json.down,
    name: '20261123_082719_blocks_as_json',
  },
  {
    up: migration_20261123_112258_enquiries_and_leads.up,
    down: migration_20261123_112258_enquiries_and_leads.down,
    name: '20261123_112258_enquiries_and_leads',
  },
  {
    up: migration_20261123_151932_events_offices_meeting_rooms.up,
    down: migration_20261123_151932_events_offices_meeting_rooms.down,
    name: '20261123_151932_events_offices_meeting_rooms',
  },
  {
    up: migration_20261123_175259_events_category_mask.up,
    down: migration_20261123_175259_events_category_mask.down,
    name: '20261123_175259_events_category_mask',
  },
  {
    up: migration_20261124_150000_submissions.up,
    down: migration_20261124_150000_submissions.down,
    name: '20261124_150000_submissions',
  },
  {
    up: migration_20261124_151911_privacy_erasures_retention.up,
    down: migration_20261124_151911_privacy_erasures_retention.down,
    name: '20261124_151911_privacy_erasures_retention',
  },
  {
    up: migration_20261125_133755_staff_roles.up,
    down: migration_20261125_133755_staff_roles.down,
    name: '20261125_133755_staff_roles',
  },
  {
    up: migration_20261125_135649_no_lockout.up,
    down: migration_20261125_135649_no_lockout.down,
    name: '20261125_135649_no_lockout',
  },
  {
    up: migration_20261125_140000_rate_limits.up,
    down: migration_20261125_140000_rate_limits.down,
    name: '20261125_140000_rate_limits',
  },
  {
    up: migration_20261125_194803_application.up,
    down: migration_20261125_194803_application.down,
    name: '20261125_194803_application',
  },
  {
    up: migration_20261125_201000_direct_debit.up,
    down: migration_20261125_201000_direct_debit.down,
    name: '20261125_201000_direct_debit',
  },
  {
    up: migration_20261125_213601_application_source.up,
    down: migration_20261125_213601_application_source.down,
    name: '20261125_213601_application_source',
  },
  {
    up: migration_20261125_214133_review.up,
    down: migration_20261125_214133_review.down,
    name: '20261125_214133_review',
  },
  {
    up: migration_20261125_222819_company_members.up,
    down: migration_20261125_222819_company_members.down,
    name: '20261125_222819_company_members',
  },
  {
    up: migration_20261125_224040_member_adds.up,
    down: migration_20261125_224040_member_adds.down,
    name: '20261125_224040_member_adds',
  },
  {
    up: migration_20261126_003613_member_accounts.up,
    down: migration_20261126_003613_member_accounts.down,
    name: '20261126_003613_member_accounts',
  },
  {
    up: migration_20261126_005111_table_bookings.up,
    down: migration_20261126_005111_table_bookings.down,
    name: '20261126_005111_table_bookings',
  },
  {
    up: migration_20261126_011122_member_directory.up,
    down: migration_20261126_011122_member_directory.down,
    name: '20261126_011122_member_directory',
  },
  {
    up: migration_20261126_021500_booking_covers_on_delete.up,
    down: migration_20261126_021500_booking_covers_on_delete.down,
    name: '20261126_021500_booking_covers_on_delete',
  },
  {
    up: migration_20261126_032535_ticket_orders.up,
    down: migration_20261126_032535_ticket_orders.down,
    name: '20261126_032535_ticket_orders',
  },
  {
    up: migration_20261126_034908_ticket_order_request_hash.up,
    down: migration_20261126_034908_ticket_order_request_hash.down,
    name: '20261126_034908_ticket_order_request_hash',
  },
  {
    up: migration_20261126_043639_pages_search_and_club_places.up,
    down: migration_20261126_043639_pages_search_and_club_places.down,
    name: '20261126_043639_pages_search_and_club_places',
  },
  {
    up: migration_20261128_102610_member_invitations.up,
    down: migration_20261128_102610_member_invitations.down,
    name: '20261128_102610_member_invitations',
  },
  {
    up: migration_20261128_102708_retire_ticket_requests.up,
    down: migration_20261128_102708_retire_ticket_requests.down,
    name: '20261128_102708_retire_ticket_requests',
  },
  {
    up: migration_20261128_125620_member_pending_email.up,
    down: migration_20261128_125620_member_pending_email.down,
    name: '20261128_125620_member_pending_email',
  },
  {
    up: migration_20261128_125621_outbox_relay.up,
    down: migration_20261128_125621_outbox_relay.down,
    name: '20261128_125621_outbox_relay',
  },
  {
    up: migration_20261128_125742_limit_settings.up,
    down: migration_20261128_125742_limit_settings.down,
    name: '20261128_125742_limit_settings',
  },
  {
    up: migration_20261128_130000_continue_links_and_payment_flows.up,
    down: migration_20261128_130000_continue_links_and_payment_flows.down,
    name: '20261128_130000_continue_links_and_payment_flows',
  },
  {
    up: migration_20261128_130031_fair_use_limits.up,
    down: migration_20261128_130031_fair_use_limits.down,
    name: '20261128_130031_fair_use_limits',
  },
  {
    up: migration_20261128_130445_sign_in_settings.up,
    down: migration_20261128_130445_sign_in_settings.down,
    name: '20261128_130445_sign_in_settings',
  },
  {
    up: migration_20261128_154513_lead_funnel_statuses.up,
    down: migration_20261128_154513_lead_funnel_statuses.down,
    name: '20261128_154513_lead_funnel_statuses',
  },
  {
    up: migration_20261128_154600_lead_funnel_backfill.up,
    down: migration_20261128_154600_lead_funnel_backfill.down,
    name: '20261128_154600_lead_funnel_backfill',
  },
  {
    up: migration_20261128_154622_membership_type_joining_fee_and_term.up,
    down: migration_20261128_154622_membership_type_joining_fee_and_term.down,
    name: '20261128_154622_membership_type_joining_fee_and_term',
  },
  {
    up: migration_20261128_155441_last_few_tickets_setting.up,
    down: migration_20261128_155441_last_few_tickets_setting.down,
    name: '20261128_155441_last_few_tickets_setting',
  },
  {
    up: migration_20261201_220000_direct_debit_sandbox_collections.up,
    down: migration_20261201_220000_direct_debit_sandbox_collections.down,
    name: '20261201_220000_direct_debit_sandbox_collections',
  },
  {
    up: migration_20261207_062939_dues_and_payments.up,
    down: migration_20261207_062939_dues_and_payments.down,
    name: '20261207_062939_dues_and_payments',
  },
  {
    up: migration_20261207_070537_dues_waive_and_extend.up,
    down: migration_20261207_070537_dues_waive_and_extend.down,
    name: '20261207_070537_dues_waive_and_extend',
  },
  {
    up: migration_20261207_071448_dues_club.up,
    down: migration_20261207_071448_dues_club.down,
    name: '20261207_071448_dues_club',
  },
  {
    up: migration_20261207_142218_dues_new_mandate.up,
    down: migration_20261207_142218_dues_new_mandate.down,
    name: '20261207_142218_dues_new_mandate',
  },
  {
    up: migration_20261207_145556_dues_notice.up,
    down: migration_20261207_145556_dues_notice.down,
    name: '20261207_145556_dues_notice',
  },
  {
    up: migration_20261207_171055_dues_settings.up,
    down: migration_20261207_171055_dues_settings.down,
    name: '20261207_171055_dues_settings',
  },
  {
    up: migration_20261207_171552_dues_stopped.up,
    down: migration_20261207_171552_dues_stopped.down,
    name: '20261207_171552_dues_stopped',
  },
  {
    up: migration_20261207_201332_uploads_storage_fields.up,
    down: migration_20261207_201332_uploads_storage_fields.down,
    name: '20261207_201332_uploads_storage_fields',
  },
  {
    up: migration_20261207_210906_footer_events_whatsapp.up,
    down: migration_20261207_210906_footer_events_whatsapp.down,
    name: '20261207_210906_footer_events_whatsapp'
  },
];
