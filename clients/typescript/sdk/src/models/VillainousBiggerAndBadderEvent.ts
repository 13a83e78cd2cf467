/* tslint:disable */
/* eslint-disable */
/**
 * Croupier
 * Turn-based, hidden-information card games over HTTP.  ## Error codes  Every error is `{\"code\", \"message\", \"details\"}` with one of:  | code | status | meaning | |---|---|---| | `bad_request` | 400 | Not well-formed HTTP, or a request the API cannot read. | | `malformed_json` | 400 | Not JSON (UTF-8, no NaN or Infinity, nested 32 deep at most). | | `unsupported_media_type` | 415 | Send the body as application/json. | | `payload_too_large` | 413 | The body is over 64 KiB. | | `request_line_too_long` | 414 | The request line (method, path, query) is too long. | | `headers_too_large` | 431 | Too many header fields, or one too large. | | `request_timeout` | 408 | The request body did not arrive in time. | | `expectation_failed` | 417 | Only Expect: 100-continue is served. | | `unsupported_transfer_coding` | 501 | A transfer coding the server does not implement. | | `invalid_request` | 422 | A field or parameter is missing, unknown or out of range: see details.fields. | | `repeated_parameter` | 422 | A query parameter was given more than once. | | `not_found` | 404 | No such path. | | `method_not_allowed` | 405 | The path does not take this method (see Allow). | | `not_acceptable` | 406 | The API answers application/json only. | | `forbidden` | 403 | Forbidden (e.g. a proxy request the server will not forward). | | `unauthorized` | 401 | Authentication is needed. | | `conflict` | 409 | The request conflicts with the state of the resource. | | `missing_token` | 401 | This request needs a seat token (Authorization: Bearer ...). | | `invalid_token` | 401 | The seat token is not one of this match\'s. | | `invalid_ticket` | 401 | The stream ticket is unknown, expired or already used. | | `missing_app_key` | 401 | This request needs an app key (Authorization: Bearer ck_...). | | `invalid_app_key` | 401 | The app key is unknown or revoked. | | `not_your_match` | 403 | Only the app that created the match may do this. | | `not_a_human_seat` | 422 | That seat does not exist, is a bot\'s, or is still open. | | `player_needs_app_key` | 422 | A player id is an app\'s own: name players with the app\'s key (not without one, nor on an invite claim). | | `duplicate_player` | 422 | That player already holds a seat of this match. | | `unclaimable_seats` | 422 | Open seats need an app key or \"invite\": true; an invite needs an open seat. | | `invalid_invite` | 403 | Not the match\'s invite code, or the match takes no invites. | | `not_an_open_seat` | 422 | That seat was not created open (details.open_seats). | | `seat_taken` | 409 | Another claim took that seat first (details.open_seats). | | `match_started` | 409 | The match has started: it has no open seat. | | `match_not_started` | 409 | Seats are still open: nothing is played before the start. | | `unknown_match` | 404 | No match has this id (or it expired). | | `unknown_ticket` | 404 | No matchmaking ticket of this app has this id (or it expired). | | `unknown_game` | 422 | No game has this id: see GET /v1/games. | | `invalid_seats` | 422 | A seat count outside the game\'s range, or bad seat control. | | `invalid_options` | 422 | An option the game does not take, or a bad value. | | `unknown_strategy` | 422 | A bot strategy the game does not offer. | | `client_seed_refused` | 403 | This deployment draws every seed itself: leave seed out. | | `match_not_finished` | 409 | Only a finished match is exported or replayed (its seed is secret). | | `webhook_url_refused` | 422 | The webhook URL is not http(s), carries credentials, does not resolve, or resolves to a non-public address (details.reason). | | `webhook_signing_refused` | 422 | \"signing\": \"app\" without an app key, or for an app with no webhook secret, as a matchmaking ticket\'s webhook always is (details.reason: no_app_key, no_app_secret). | | `no_webhook` | 404 | This match has no webhook. | | `not_your_turn` | 403 | This seat holds no open decision now. | | `illegal_action` | 422 | The action is not legal here: details.reason says why. | | `stale_version` | 409 | If-Match named a version the match moved past (details.current_version). | | `match_finished` | 409 | The match is over (details.outcome). | | `system_pending` | 409 | A deadline passed or a rule is due: the system acts first; retry. | | `control_changes_exhausted` | 409 | This seat changed control as often as a match allows. | | `invalid_settings` | 422 | A seat setting the game does not offer (details.unknown, details.settings), or a value it does not take. | | `setting_changes_exhausted` | 409 | This seat changed its settings as often as a match allows (details.limit). | | `idempotency_key_reused` | 422 | This Idempotency-Key was used for another request. | | `idempotency_in_progress` | 409 | A request under this Idempotency-Key is in flight; retry. | | `idempotency_key_not_uuid4` | 422 | An invite claim\'s Idempotency-Key must be a random UUID (version 4): it is the claimer\'s secret. | | `rule_error` | 422 | A rule refused the request (a code of its own is given when known). | | `too_many_active_matches` | 409 | The app has as many matches open or active as it may (details.limit): let one finish first. | | `rate_limited` | 429 | Over a rate limit: details.key names it, details.scope says whose (address, seat or app, with details.app), details.retry_after (and Retry-After) in how many seconds to retry. | | `too_many_streams` | 429 | The address, seat, app or player (details.key) holds as many open streams as it may (details.limit): close one (Retry-After). | | `streams_at_capacity` | 503 | This API process holds as many streams and long polls as it may: retry, or reach another (Retry-After). | | `redis_unavailable` | 503 | The match store does not answer (Retry-After). | | `redis_read_only` | 503 | The match store is read-only, e.g. in a failover (Retry-After). | | `redis_out_of_memory` | 503 | The match store is full (Retry-After). | | `redis_loading` | 503 | The match store is still loading its data (Retry-After). | | `redis_not_replicated` | 503 | A write was made, but no replica confirmed it in time: retry with the same Idempotency-Key (Retry-After). | | `internal_error` | 500 | A bug of ours: quote X-Request-Id in your report. |
 *
 * The version of the OpenAPI document: 0.2.0
 * 
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

import { parseDate, parseDateTime, serializeDate, serializeDateTime } from '../runtime';
import type { VillainousBiggerAndBadderActivatedEvent } from './VillainousBiggerAndBadderActivatedEvent';
import {
    instanceOfVillainousBiggerAndBadderActivatedEvent,
    VillainousBiggerAndBadderActivatedEventFromJSON,
    VillainousBiggerAndBadderActivatedEventFromJSONTyped,
    VillainousBiggerAndBadderActivatedEventToJSON,
} from './VillainousBiggerAndBadderActivatedEvent';
import type { VillainousBiggerAndBadderAnsweredEvent } from './VillainousBiggerAndBadderAnsweredEvent';
import {
    instanceOfVillainousBiggerAndBadderAnsweredEvent,
    VillainousBiggerAndBadderAnsweredEventFromJSON,
    VillainousBiggerAndBadderAnsweredEventFromJSONTyped,
    VillainousBiggerAndBadderAnsweredEventToJSON,
} from './VillainousBiggerAndBadderAnsweredEvent';
import type { VillainousBiggerAndBadderAttachedEvent } from './VillainousBiggerAndBadderAttachedEvent';
import {
    instanceOfVillainousBiggerAndBadderAttachedEvent,
    VillainousBiggerAndBadderAttachedEventFromJSON,
    VillainousBiggerAndBadderAttachedEventFromJSONTyped,
    VillainousBiggerAndBadderAttachedEventToJSON,
} from './VillainousBiggerAndBadderAttachedEvent';
import type { VillainousBiggerAndBadderConditionPlayedEvent } from './VillainousBiggerAndBadderConditionPlayedEvent';
import {
    instanceOfVillainousBiggerAndBadderConditionPlayedEvent,
    VillainousBiggerAndBadderConditionPlayedEventFromJSON,
    VillainousBiggerAndBadderConditionPlayedEventFromJSONTyped,
    VillainousBiggerAndBadderConditionPlayedEventToJSON,
} from './VillainousBiggerAndBadderConditionPlayedEvent';
import type { VillainousBiggerAndBadderConditionReturnedEvent } from './VillainousBiggerAndBadderConditionReturnedEvent';
import {
    instanceOfVillainousBiggerAndBadderConditionReturnedEvent,
    VillainousBiggerAndBadderConditionReturnedEventFromJSON,
    VillainousBiggerAndBadderConditionReturnedEventFromJSONTyped,
    VillainousBiggerAndBadderConditionReturnedEventToJSON,
} from './VillainousBiggerAndBadderConditionReturnedEvent';
import type { VillainousBiggerAndBadderConditionsModeEvent } from './VillainousBiggerAndBadderConditionsModeEvent';
import {
    instanceOfVillainousBiggerAndBadderConditionsModeEvent,
    VillainousBiggerAndBadderConditionsModeEventFromJSON,
    VillainousBiggerAndBadderConditionsModeEventFromJSONTyped,
    VillainousBiggerAndBadderConditionsModeEventToJSON,
} from './VillainousBiggerAndBadderConditionsModeEvent';
import type { VillainousBiggerAndBadderDefeatedEvent } from './VillainousBiggerAndBadderDefeatedEvent';
import {
    instanceOfVillainousBiggerAndBadderDefeatedEvent,
    VillainousBiggerAndBadderDefeatedEventFromJSON,
    VillainousBiggerAndBadderDefeatedEventFromJSONTyped,
    VillainousBiggerAndBadderDefeatedEventToJSON,
} from './VillainousBiggerAndBadderDefeatedEvent';
import type { VillainousBiggerAndBadderDiscardedCardsEvent } from './VillainousBiggerAndBadderDiscardedCardsEvent';
import {
    instanceOfVillainousBiggerAndBadderDiscardedCardsEvent,
    VillainousBiggerAndBadderDiscardedCardsEventFromJSON,
    VillainousBiggerAndBadderDiscardedCardsEventFromJSONTyped,
    VillainousBiggerAndBadderDiscardedCardsEventToJSON,
} from './VillainousBiggerAndBadderDiscardedCardsEvent';
import type { VillainousBiggerAndBadderDiscardedEvent } from './VillainousBiggerAndBadderDiscardedEvent';
import {
    instanceOfVillainousBiggerAndBadderDiscardedEvent,
    VillainousBiggerAndBadderDiscardedEventFromJSON,
    VillainousBiggerAndBadderDiscardedEventFromJSONTyped,
    VillainousBiggerAndBadderDiscardedEventToJSON,
} from './VillainousBiggerAndBadderDiscardedEvent';
import type { VillainousBiggerAndBadderDrewEvent } from './VillainousBiggerAndBadderDrewEvent';
import {
    instanceOfVillainousBiggerAndBadderDrewEvent,
    VillainousBiggerAndBadderDrewEventFromJSON,
    VillainousBiggerAndBadderDrewEventFromJSONTyped,
    VillainousBiggerAndBadderDrewEventToJSON,
} from './VillainousBiggerAndBadderDrewEvent';
import type { VillainousBiggerAndBadderFateDiscardedEvent } from './VillainousBiggerAndBadderFateDiscardedEvent';
import {
    instanceOfVillainousBiggerAndBadderFateDiscardedEvent,
    VillainousBiggerAndBadderFateDiscardedEventFromJSON,
    VillainousBiggerAndBadderFateDiscardedEventFromJSONTyped,
    VillainousBiggerAndBadderFateDiscardedEventToJSON,
} from './VillainousBiggerAndBadderFateDiscardedEvent';
import type { VillainousBiggerAndBadderFateEvent } from './VillainousBiggerAndBadderFateEvent';
import {
    instanceOfVillainousBiggerAndBadderFateEvent,
    VillainousBiggerAndBadderFateEventFromJSON,
    VillainousBiggerAndBadderFateEventFromJSONTyped,
    VillainousBiggerAndBadderFateEventToJSON,
} from './VillainousBiggerAndBadderFateEvent';
import type { VillainousBiggerAndBadderFatePlayedEvent } from './VillainousBiggerAndBadderFatePlayedEvent';
import {
    instanceOfVillainousBiggerAndBadderFatePlayedEvent,
    VillainousBiggerAndBadderFatePlayedEventFromJSON,
    VillainousBiggerAndBadderFatePlayedEventFromJSONTyped,
    VillainousBiggerAndBadderFatePlayedEventToJSON,
} from './VillainousBiggerAndBadderFatePlayedEvent';
import type { VillainousBiggerAndBadderFlippedEvent } from './VillainousBiggerAndBadderFlippedEvent';
import {
    instanceOfVillainousBiggerAndBadderFlippedEvent,
    VillainousBiggerAndBadderFlippedEventFromJSON,
    VillainousBiggerAndBadderFlippedEventFromJSONTyped,
    VillainousBiggerAndBadderFlippedEventToJSON,
} from './VillainousBiggerAndBadderFlippedEvent';
import type { VillainousBiggerAndBadderFoundEvent } from './VillainousBiggerAndBadderFoundEvent';
import {
    instanceOfVillainousBiggerAndBadderFoundEvent,
    VillainousBiggerAndBadderFoundEventFromJSON,
    VillainousBiggerAndBadderFoundEventFromJSONTyped,
    VillainousBiggerAndBadderFoundEventToJSON,
} from './VillainousBiggerAndBadderFoundEvent';
import type { VillainousBiggerAndBadderHandRevealedEvent } from './VillainousBiggerAndBadderHandRevealedEvent';
import {
    instanceOfVillainousBiggerAndBadderHandRevealedEvent,
    VillainousBiggerAndBadderHandRevealedEventFromJSON,
    VillainousBiggerAndBadderHandRevealedEventFromJSONTyped,
    VillainousBiggerAndBadderHandRevealedEventToJSON,
} from './VillainousBiggerAndBadderHandRevealedEvent';
import type { VillainousBiggerAndBadderLookedAtEvent } from './VillainousBiggerAndBadderLookedAtEvent';
import {
    instanceOfVillainousBiggerAndBadderLookedAtEvent,
    VillainousBiggerAndBadderLookedAtEventFromJSON,
    VillainousBiggerAndBadderLookedAtEventFromJSONTyped,
    VillainousBiggerAndBadderLookedAtEventToJSON,
} from './VillainousBiggerAndBadderLookedAtEvent';
import type { VillainousBiggerAndBadderMatchFinishedEvent } from './VillainousBiggerAndBadderMatchFinishedEvent';
import {
    instanceOfVillainousBiggerAndBadderMatchFinishedEvent,
    VillainousBiggerAndBadderMatchFinishedEventFromJSON,
    VillainousBiggerAndBadderMatchFinishedEventFromJSONTyped,
    VillainousBiggerAndBadderMatchFinishedEventToJSON,
} from './VillainousBiggerAndBadderMatchFinishedEvent';
import type { VillainousBiggerAndBadderMatchStartedEvent } from './VillainousBiggerAndBadderMatchStartedEvent';
import {
    instanceOfVillainousBiggerAndBadderMatchStartedEvent,
    VillainousBiggerAndBadderMatchStartedEventFromJSON,
    VillainousBiggerAndBadderMatchStartedEventFromJSONTyped,
    VillainousBiggerAndBadderMatchStartedEventToJSON,
} from './VillainousBiggerAndBadderMatchStartedEvent';
import type { VillainousBiggerAndBadderMovedEvent } from './VillainousBiggerAndBadderMovedEvent';
import {
    instanceOfVillainousBiggerAndBadderMovedEvent,
    VillainousBiggerAndBadderMovedEventFromJSON,
    VillainousBiggerAndBadderMovedEventFromJSONTyped,
    VillainousBiggerAndBadderMovedEventToJSON,
} from './VillainousBiggerAndBadderMovedEvent';
import type { VillainousBiggerAndBadderMoverEvent } from './VillainousBiggerAndBadderMoverEvent';
import {
    instanceOfVillainousBiggerAndBadderMoverEvent,
    VillainousBiggerAndBadderMoverEventFromJSON,
    VillainousBiggerAndBadderMoverEventFromJSONTyped,
    VillainousBiggerAndBadderMoverEventToJSON,
} from './VillainousBiggerAndBadderMoverEvent';
import type { VillainousBiggerAndBadderObjectiveEvent } from './VillainousBiggerAndBadderObjectiveEvent';
import {
    instanceOfVillainousBiggerAndBadderObjectiveEvent,
    VillainousBiggerAndBadderObjectiveEventFromJSON,
    VillainousBiggerAndBadderObjectiveEventFromJSONTyped,
    VillainousBiggerAndBadderObjectiveEventToJSON,
} from './VillainousBiggerAndBadderObjectiveEvent';
import type { VillainousBiggerAndBadderOmnidroidEvent } from './VillainousBiggerAndBadderOmnidroidEvent';
import {
    instanceOfVillainousBiggerAndBadderOmnidroidEvent,
    VillainousBiggerAndBadderOmnidroidEventFromJSON,
    VillainousBiggerAndBadderOmnidroidEventFromJSONTyped,
    VillainousBiggerAndBadderOmnidroidEventToJSON,
} from './VillainousBiggerAndBadderOmnidroidEvent';
import type { VillainousBiggerAndBadderPaidEvent } from './VillainousBiggerAndBadderPaidEvent';
import {
    instanceOfVillainousBiggerAndBadderPaidEvent,
    VillainousBiggerAndBadderPaidEventFromJSON,
    VillainousBiggerAndBadderPaidEventFromJSONTyped,
    VillainousBiggerAndBadderPaidEventToJSON,
} from './VillainousBiggerAndBadderPaidEvent';
import type { VillainousBiggerAndBadderPlacedEvent } from './VillainousBiggerAndBadderPlacedEvent';
import {
    instanceOfVillainousBiggerAndBadderPlacedEvent,
    VillainousBiggerAndBadderPlacedEventFromJSON,
    VillainousBiggerAndBadderPlacedEventFromJSONTyped,
    VillainousBiggerAndBadderPlacedEventToJSON,
} from './VillainousBiggerAndBadderPlacedEvent';
import type { VillainousBiggerAndBadderPlayedEvent } from './VillainousBiggerAndBadderPlayedEvent';
import {
    instanceOfVillainousBiggerAndBadderPlayedEvent,
    VillainousBiggerAndBadderPlayedEventFromJSON,
    VillainousBiggerAndBadderPlayedEventFromJSONTyped,
    VillainousBiggerAndBadderPlayedEventToJSON,
} from './VillainousBiggerAndBadderPlayedEvent';
import type { VillainousBiggerAndBadderPowerEvent } from './VillainousBiggerAndBadderPowerEvent';
import {
    instanceOfVillainousBiggerAndBadderPowerEvent,
    VillainousBiggerAndBadderPowerEventFromJSON,
    VillainousBiggerAndBadderPowerEventFromJSONTyped,
    VillainousBiggerAndBadderPowerEventToJSON,
} from './VillainousBiggerAndBadderPowerEvent';
import type { VillainousBiggerAndBadderReorderedEvent } from './VillainousBiggerAndBadderReorderedEvent';
import {
    instanceOfVillainousBiggerAndBadderReorderedEvent,
    VillainousBiggerAndBadderReorderedEventFromJSON,
    VillainousBiggerAndBadderReorderedEventFromJSONTyped,
    VillainousBiggerAndBadderReorderedEventToJSON,
} from './VillainousBiggerAndBadderReorderedEvent';
import type { VillainousBiggerAndBadderReshuffledEvent } from './VillainousBiggerAndBadderReshuffledEvent';
import {
    instanceOfVillainousBiggerAndBadderReshuffledEvent,
    VillainousBiggerAndBadderReshuffledEventFromJSON,
    VillainousBiggerAndBadderReshuffledEventFromJSONTyped,
    VillainousBiggerAndBadderReshuffledEventToJSON,
} from './VillainousBiggerAndBadderReshuffledEvent';
import type { VillainousBiggerAndBadderResignedEvent } from './VillainousBiggerAndBadderResignedEvent';
import {
    instanceOfVillainousBiggerAndBadderResignedEvent,
    VillainousBiggerAndBadderResignedEventFromJSON,
    VillainousBiggerAndBadderResignedEventFromJSONTyped,
    VillainousBiggerAndBadderResignedEventToJSON,
} from './VillainousBiggerAndBadderResignedEvent';
import type { VillainousBiggerAndBadderResolvedEvent } from './VillainousBiggerAndBadderResolvedEvent';
import {
    instanceOfVillainousBiggerAndBadderResolvedEvent,
    VillainousBiggerAndBadderResolvedEventFromJSON,
    VillainousBiggerAndBadderResolvedEventFromJSONTyped,
    VillainousBiggerAndBadderResolvedEventToJSON,
} from './VillainousBiggerAndBadderResolvedEvent';
import type { VillainousBiggerAndBadderRevealedEvent } from './VillainousBiggerAndBadderRevealedEvent';
import {
    instanceOfVillainousBiggerAndBadderRevealedEvent,
    VillainousBiggerAndBadderRevealedEventFromJSON,
    VillainousBiggerAndBadderRevealedEventFromJSONTyped,
    VillainousBiggerAndBadderRevealedEventToJSON,
} from './VillainousBiggerAndBadderRevealedEvent';
import type { VillainousBiggerAndBadderSeatControlEvent } from './VillainousBiggerAndBadderSeatControlEvent';
import {
    instanceOfVillainousBiggerAndBadderSeatControlEvent,
    VillainousBiggerAndBadderSeatControlEventFromJSON,
    VillainousBiggerAndBadderSeatControlEventFromJSONTyped,
    VillainousBiggerAndBadderSeatControlEventToJSON,
} from './VillainousBiggerAndBadderSeatControlEvent';
import type { VillainousBiggerAndBadderSeatSettingsEvent } from './VillainousBiggerAndBadderSeatSettingsEvent';
import {
    instanceOfVillainousBiggerAndBadderSeatSettingsEvent,
    VillainousBiggerAndBadderSeatSettingsEventFromJSON,
    VillainousBiggerAndBadderSeatSettingsEventFromJSONTyped,
    VillainousBiggerAndBadderSeatSettingsEventToJSON,
} from './VillainousBiggerAndBadderSeatSettingsEvent';
import type { VillainousBiggerAndBadderSetUpEvent } from './VillainousBiggerAndBadderSetUpEvent';
import {
    instanceOfVillainousBiggerAndBadderSetUpEvent,
    VillainousBiggerAndBadderSetUpEventFromJSON,
    VillainousBiggerAndBadderSetUpEventFromJSONTyped,
    VillainousBiggerAndBadderSetUpEventToJSON,
} from './VillainousBiggerAndBadderSetUpEvent';
import type { VillainousBiggerAndBadderShieldedEvent } from './VillainousBiggerAndBadderShieldedEvent';
import {
    instanceOfVillainousBiggerAndBadderShieldedEvent,
    VillainousBiggerAndBadderShieldedEventFromJSON,
    VillainousBiggerAndBadderShieldedEventFromJSONTyped,
    VillainousBiggerAndBadderShieldedEventToJSON,
} from './VillainousBiggerAndBadderShieldedEvent';
import type { VillainousBiggerAndBadderShuffledInEvent } from './VillainousBiggerAndBadderShuffledInEvent';
import {
    instanceOfVillainousBiggerAndBadderShuffledInEvent,
    VillainousBiggerAndBadderShuffledInEventFromJSON,
    VillainousBiggerAndBadderShuffledInEventFromJSONTyped,
    VillainousBiggerAndBadderShuffledInEventToJSON,
} from './VillainousBiggerAndBadderShuffledInEvent';
import type { VillainousBiggerAndBadderStaysEvent } from './VillainousBiggerAndBadderStaysEvent';
import {
    instanceOfVillainousBiggerAndBadderStaysEvent,
    VillainousBiggerAndBadderStaysEventFromJSON,
    VillainousBiggerAndBadderStaysEventFromJSONTyped,
    VillainousBiggerAndBadderStaysEventToJSON,
} from './VillainousBiggerAndBadderStaysEvent';
import type { VillainousBiggerAndBadderSwappedEvent } from './VillainousBiggerAndBadderSwappedEvent';
import {
    instanceOfVillainousBiggerAndBadderSwappedEvent,
    VillainousBiggerAndBadderSwappedEventFromJSON,
    VillainousBiggerAndBadderSwappedEventFromJSONTyped,
    VillainousBiggerAndBadderSwappedEventToJSON,
} from './VillainousBiggerAndBadderSwappedEvent';
import type { VillainousBiggerAndBadderTimeoutEvent } from './VillainousBiggerAndBadderTimeoutEvent';
import {
    instanceOfVillainousBiggerAndBadderTimeoutEvent,
    VillainousBiggerAndBadderTimeoutEventFromJSON,
    VillainousBiggerAndBadderTimeoutEventFromJSONTyped,
    VillainousBiggerAndBadderTimeoutEventToJSON,
} from './VillainousBiggerAndBadderTimeoutEvent';
import type { VillainousBiggerAndBadderTokensEvent } from './VillainousBiggerAndBadderTokensEvent';
import {
    instanceOfVillainousBiggerAndBadderTokensEvent,
    VillainousBiggerAndBadderTokensEventFromJSON,
    VillainousBiggerAndBadderTokensEventFromJSONTyped,
    VillainousBiggerAndBadderTokensEventToJSON,
} from './VillainousBiggerAndBadderTokensEvent';
import type { VillainousBiggerAndBadderTurnEvent } from './VillainousBiggerAndBadderTurnEvent';
import {
    instanceOfVillainousBiggerAndBadderTurnEvent,
    VillainousBiggerAndBadderTurnEventFromJSON,
    VillainousBiggerAndBadderTurnEventFromJSONTyped,
    VillainousBiggerAndBadderTurnEventToJSON,
} from './VillainousBiggerAndBadderTurnEvent';
import type { VillainousBiggerAndBadderVanquishEvent } from './VillainousBiggerAndBadderVanquishEvent';
import {
    instanceOfVillainousBiggerAndBadderVanquishEvent,
    VillainousBiggerAndBadderVanquishEventFromJSON,
    VillainousBiggerAndBadderVanquishEventFromJSONTyped,
    VillainousBiggerAndBadderVanquishEventToJSON,
} from './VillainousBiggerAndBadderVanquishEvent';
import type { VillainousBiggerAndBadderWindowClosedEvent } from './VillainousBiggerAndBadderWindowClosedEvent';
import {
    instanceOfVillainousBiggerAndBadderWindowClosedEvent,
    VillainousBiggerAndBadderWindowClosedEventFromJSON,
    VillainousBiggerAndBadderWindowClosedEventFromJSONTyped,
    VillainousBiggerAndBadderWindowClosedEventToJSON,
} from './VillainousBiggerAndBadderWindowClosedEvent';
import type { VillainousBiggerAndBadderWindowOpenedEvent } from './VillainousBiggerAndBadderWindowOpenedEvent';
import {
    instanceOfVillainousBiggerAndBadderWindowOpenedEvent,
    VillainousBiggerAndBadderWindowOpenedEventFromJSON,
    VillainousBiggerAndBadderWindowOpenedEventFromJSONTyped,
    VillainousBiggerAndBadderWindowOpenedEventToJSON,
} from './VillainousBiggerAndBadderWindowOpenedEvent';
import type { VillainousBiggerAndBadderZeroedEvent } from './VillainousBiggerAndBadderZeroedEvent';
import {
    instanceOfVillainousBiggerAndBadderZeroedEvent,
    VillainousBiggerAndBadderZeroedEventFromJSON,
    VillainousBiggerAndBadderZeroedEventFromJSONTyped,
    VillainousBiggerAndBadderZeroedEventToJSON,
} from './VillainousBiggerAndBadderZeroedEvent';

/**
 * @type VillainousBiggerAndBadderEvent
 * Disney Villainous: Bigger and Badder: one event, as the caller may see it.
 * @export
 */
export type VillainousBiggerAndBadderEvent = { type: 'activated' } & VillainousBiggerAndBadderActivatedEvent | { type: 'answered' } & VillainousBiggerAndBadderAnsweredEvent | { type: 'attached' } & VillainousBiggerAndBadderAttachedEvent | { type: 'condition_played' } & VillainousBiggerAndBadderConditionPlayedEvent | { type: 'condition_returned' } & VillainousBiggerAndBadderConditionReturnedEvent | { type: 'conditions_mode' } & VillainousBiggerAndBadderConditionsModeEvent | { type: 'defeated' } & VillainousBiggerAndBadderDefeatedEvent | { type: 'discarded' } & VillainousBiggerAndBadderDiscardedEvent | { type: 'discarded_cards' } & VillainousBiggerAndBadderDiscardedCardsEvent | { type: 'drew' } & VillainousBiggerAndBadderDrewEvent | { type: 'fate' } & VillainousBiggerAndBadderFateEvent | { type: 'fate_discarded' } & VillainousBiggerAndBadderFateDiscardedEvent | { type: 'fate_played' } & VillainousBiggerAndBadderFatePlayedEvent | { type: 'flipped' } & VillainousBiggerAndBadderFlippedEvent | { type: 'found' } & VillainousBiggerAndBadderFoundEvent | { type: 'hand_revealed' } & VillainousBiggerAndBadderHandRevealedEvent | { type: 'looked_at' } & VillainousBiggerAndBadderLookedAtEvent | { type: 'match_finished' } & VillainousBiggerAndBadderMatchFinishedEvent | { type: 'match_started' } & VillainousBiggerAndBadderMatchStartedEvent | { type: 'moved' } & VillainousBiggerAndBadderMovedEvent | { type: 'mover' } & VillainousBiggerAndBadderMoverEvent | { type: 'objective' } & VillainousBiggerAndBadderObjectiveEvent | { type: 'omnidroid' } & VillainousBiggerAndBadderOmnidroidEvent | { type: 'paid' } & VillainousBiggerAndBadderPaidEvent | { type: 'placed' } & VillainousBiggerAndBadderPlacedEvent | { type: 'played' } & VillainousBiggerAndBadderPlayedEvent | { type: 'power' } & VillainousBiggerAndBadderPowerEvent | { type: 'reordered' } & VillainousBiggerAndBadderReorderedEvent | { type: 'reshuffled' } & VillainousBiggerAndBadderReshuffledEvent | { type: 'resigned' } & VillainousBiggerAndBadderResignedEvent | { type: 'resolved' } & VillainousBiggerAndBadderResolvedEvent | { type: 'revealed' } & VillainousBiggerAndBadderRevealedEvent | { type: 'seat_control' } & VillainousBiggerAndBadderSeatControlEvent | { type: 'seat_settings' } & VillainousBiggerAndBadderSeatSettingsEvent | { type: 'set_up' } & VillainousBiggerAndBadderSetUpEvent | { type: 'shielded' } & VillainousBiggerAndBadderShieldedEvent | { type: 'shuffled_in' } & VillainousBiggerAndBadderShuffledInEvent | { type: 'stays' } & VillainousBiggerAndBadderStaysEvent | { type: 'swapped' } & VillainousBiggerAndBadderSwappedEvent | { type: 'timeout' } & VillainousBiggerAndBadderTimeoutEvent | { type: 'tokens' } & VillainousBiggerAndBadderTokensEvent | { type: 'turn' } & VillainousBiggerAndBadderTurnEvent | { type: 'vanquish' } & VillainousBiggerAndBadderVanquishEvent | { type: 'window_closed' } & VillainousBiggerAndBadderWindowClosedEvent | { type: 'window_opened' } & VillainousBiggerAndBadderWindowOpenedEvent | { type: 'zeroed' } & VillainousBiggerAndBadderZeroedEvent;

export function VillainousBiggerAndBadderEventFromJSON(json: any): VillainousBiggerAndBadderEvent {
    return VillainousBiggerAndBadderEventFromJSONTyped(json, false);
}

export function VillainousBiggerAndBadderEventFromJSONTyped(json: any, ignoreDiscriminator: boolean): VillainousBiggerAndBadderEvent {
    if (json == null) {
        return json;
    }
    switch (json['type']) {
        case 'activated':
            return Object.assign({}, VillainousBiggerAndBadderActivatedEventFromJSONTyped(json, true), { type: 'activated' } as const);
        case 'answered':
            return Object.assign({}, VillainousBiggerAndBadderAnsweredEventFromJSONTyped(json, true), { type: 'answered' } as const);
        case 'attached':
            return Object.assign({}, VillainousBiggerAndBadderAttachedEventFromJSONTyped(json, true), { type: 'attached' } as const);
        case 'condition_played':
            return Object.assign({}, VillainousBiggerAndBadderConditionPlayedEventFromJSONTyped(json, true), { type: 'condition_played' } as const);
        case 'condition_returned':
            return Object.assign({}, VillainousBiggerAndBadderConditionReturnedEventFromJSONTyped(json, true), { type: 'condition_returned' } as const);
        case 'conditions_mode':
            return Object.assign({}, VillainousBiggerAndBadderConditionsModeEventFromJSONTyped(json, true), { type: 'conditions_mode' } as const);
        case 'defeated':
            return Object.assign({}, VillainousBiggerAndBadderDefeatedEventFromJSONTyped(json, true), { type: 'defeated' } as const);
        case 'discarded':
            return Object.assign({}, VillainousBiggerAndBadderDiscardedEventFromJSONTyped(json, true), { type: 'discarded' } as const);
        case 'discarded_cards':
            return Object.assign({}, VillainousBiggerAndBadderDiscardedCardsEventFromJSONTyped(json, true), { type: 'discarded_cards' } as const);
        case 'drew':
            return Object.assign({}, VillainousBiggerAndBadderDrewEventFromJSONTyped(json, true), { type: 'drew' } as const);
        case 'fate':
            return Object.assign({}, VillainousBiggerAndBadderFateEventFromJSONTyped(json, true), { type: 'fate' } as const);
        case 'fate_discarded':
            return Object.assign({}, VillainousBiggerAndBadderFateDiscardedEventFromJSONTyped(json, true), { type: 'fate_discarded' } as const);
        case 'fate_played':
            return Object.assign({}, VillainousBiggerAndBadderFatePlayedEventFromJSONTyped(json, true), { type: 'fate_played' } as const);
        case 'flipped':
            return Object.assign({}, VillainousBiggerAndBadderFlippedEventFromJSONTyped(json, true), { type: 'flipped' } as const);
        case 'found':
            return Object.assign({}, VillainousBiggerAndBadderFoundEventFromJSONTyped(json, true), { type: 'found' } as const);
        case 'hand_revealed':
            return Object.assign({}, VillainousBiggerAndBadderHandRevealedEventFromJSONTyped(json, true), { type: 'hand_revealed' } as const);
        case 'looked_at':
            return Object.assign({}, VillainousBiggerAndBadderLookedAtEventFromJSONTyped(json, true), { type: 'looked_at' } as const);
        case 'match_finished':
            return Object.assign({}, VillainousBiggerAndBadderMatchFinishedEventFromJSONTyped(json, true), { type: 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, VillainousBiggerAndBadderMatchStartedEventFromJSONTyped(json, true), { type: 'match_started' } as const);
        case 'moved':
            return Object.assign({}, VillainousBiggerAndBadderMovedEventFromJSONTyped(json, true), { type: 'moved' } as const);
        case 'mover':
            return Object.assign({}, VillainousBiggerAndBadderMoverEventFromJSONTyped(json, true), { type: 'mover' } as const);
        case 'objective':
            return Object.assign({}, VillainousBiggerAndBadderObjectiveEventFromJSONTyped(json, true), { type: 'objective' } as const);
        case 'omnidroid':
            return Object.assign({}, VillainousBiggerAndBadderOmnidroidEventFromJSONTyped(json, true), { type: 'omnidroid' } as const);
        case 'paid':
            return Object.assign({}, VillainousBiggerAndBadderPaidEventFromJSONTyped(json, true), { type: 'paid' } as const);
        case 'placed':
            return Object.assign({}, VillainousBiggerAndBadderPlacedEventFromJSONTyped(json, true), { type: 'placed' } as const);
        case 'played':
            return Object.assign({}, VillainousBiggerAndBadderPlayedEventFromJSONTyped(json, true), { type: 'played' } as const);
        case 'power':
            return Object.assign({}, VillainousBiggerAndBadderPowerEventFromJSONTyped(json, true), { type: 'power' } as const);
        case 'reordered':
            return Object.assign({}, VillainousBiggerAndBadderReorderedEventFromJSONTyped(json, true), { type: 'reordered' } as const);
        case 'reshuffled':
            return Object.assign({}, VillainousBiggerAndBadderReshuffledEventFromJSONTyped(json, true), { type: 'reshuffled' } as const);
        case 'resigned':
            return Object.assign({}, VillainousBiggerAndBadderResignedEventFromJSONTyped(json, true), { type: 'resigned' } as const);
        case 'resolved':
            return Object.assign({}, VillainousBiggerAndBadderResolvedEventFromJSONTyped(json, true), { type: 'resolved' } as const);
        case 'revealed':
            return Object.assign({}, VillainousBiggerAndBadderRevealedEventFromJSONTyped(json, true), { type: 'revealed' } as const);
        case 'seat_control':
            return Object.assign({}, VillainousBiggerAndBadderSeatControlEventFromJSONTyped(json, true), { type: 'seat_control' } as const);
        case 'seat_settings':
            return Object.assign({}, VillainousBiggerAndBadderSeatSettingsEventFromJSONTyped(json, true), { type: 'seat_settings' } as const);
        case 'set_up':
            return Object.assign({}, VillainousBiggerAndBadderSetUpEventFromJSONTyped(json, true), { type: 'set_up' } as const);
        case 'shielded':
            return Object.assign({}, VillainousBiggerAndBadderShieldedEventFromJSONTyped(json, true), { type: 'shielded' } as const);
        case 'shuffled_in':
            return Object.assign({}, VillainousBiggerAndBadderShuffledInEventFromJSONTyped(json, true), { type: 'shuffled_in' } as const);
        case 'stays':
            return Object.assign({}, VillainousBiggerAndBadderStaysEventFromJSONTyped(json, true), { type: 'stays' } as const);
        case 'swapped':
            return Object.assign({}, VillainousBiggerAndBadderSwappedEventFromJSONTyped(json, true), { type: 'swapped' } as const);
        case 'timeout':
            return Object.assign({}, VillainousBiggerAndBadderTimeoutEventFromJSONTyped(json, true), { type: 'timeout' } as const);
        case 'tokens':
            return Object.assign({}, VillainousBiggerAndBadderTokensEventFromJSONTyped(json, true), { type: 'tokens' } as const);
        case 'turn':
            return Object.assign({}, VillainousBiggerAndBadderTurnEventFromJSONTyped(json, true), { type: 'turn' } as const);
        case 'vanquish':
            return Object.assign({}, VillainousBiggerAndBadderVanquishEventFromJSONTyped(json, true), { type: 'vanquish' } as const);
        case 'window_closed':
            return Object.assign({}, VillainousBiggerAndBadderWindowClosedEventFromJSONTyped(json, true), { type: 'window_closed' } as const);
        case 'window_opened':
            return Object.assign({}, VillainousBiggerAndBadderWindowOpenedEventFromJSONTyped(json, true), { type: 'window_opened' } as const);
        case 'zeroed':
            return Object.assign({}, VillainousBiggerAndBadderZeroedEventFromJSONTyped(json, true), { type: 'zeroed' } as const);
        default:
            return json;
    }
}

export function VillainousBiggerAndBadderEventToJSON(json: any): any {
    return VillainousBiggerAndBadderEventToJSONTyped(json, false);
}

export function VillainousBiggerAndBadderEventToJSONTyped(value?: VillainousBiggerAndBadderEvent | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }
    switch (value['type']) {
        case 'activated':
            return Object.assign({}, VillainousBiggerAndBadderActivatedEventToJSON(value), { 'type': 'activated' } as const);
        case 'answered':
            return Object.assign({}, VillainousBiggerAndBadderAnsweredEventToJSON(value), { 'type': 'answered' } as const);
        case 'attached':
            return Object.assign({}, VillainousBiggerAndBadderAttachedEventToJSON(value), { 'type': 'attached' } as const);
        case 'condition_played':
            return Object.assign({}, VillainousBiggerAndBadderConditionPlayedEventToJSON(value), { 'type': 'condition_played' } as const);
        case 'condition_returned':
            return Object.assign({}, VillainousBiggerAndBadderConditionReturnedEventToJSON(value), { 'type': 'condition_returned' } as const);
        case 'conditions_mode':
            return Object.assign({}, VillainousBiggerAndBadderConditionsModeEventToJSON(value), { 'type': 'conditions_mode' } as const);
        case 'defeated':
            return Object.assign({}, VillainousBiggerAndBadderDefeatedEventToJSON(value), { 'type': 'defeated' } as const);
        case 'discarded':
            return Object.assign({}, VillainousBiggerAndBadderDiscardedEventToJSON(value), { 'type': 'discarded' } as const);
        case 'discarded_cards':
            return Object.assign({}, VillainousBiggerAndBadderDiscardedCardsEventToJSON(value), { 'type': 'discarded_cards' } as const);
        case 'drew':
            return Object.assign({}, VillainousBiggerAndBadderDrewEventToJSON(value), { 'type': 'drew' } as const);
        case 'fate':
            return Object.assign({}, VillainousBiggerAndBadderFateEventToJSON(value), { 'type': 'fate' } as const);
        case 'fate_discarded':
            return Object.assign({}, VillainousBiggerAndBadderFateDiscardedEventToJSON(value), { 'type': 'fate_discarded' } as const);
        case 'fate_played':
            return Object.assign({}, VillainousBiggerAndBadderFatePlayedEventToJSON(value), { 'type': 'fate_played' } as const);
        case 'flipped':
            return Object.assign({}, VillainousBiggerAndBadderFlippedEventToJSON(value), { 'type': 'flipped' } as const);
        case 'found':
            return Object.assign({}, VillainousBiggerAndBadderFoundEventToJSON(value), { 'type': 'found' } as const);
        case 'hand_revealed':
            return Object.assign({}, VillainousBiggerAndBadderHandRevealedEventToJSON(value), { 'type': 'hand_revealed' } as const);
        case 'looked_at':
            return Object.assign({}, VillainousBiggerAndBadderLookedAtEventToJSON(value), { 'type': 'looked_at' } as const);
        case 'match_finished':
            return Object.assign({}, VillainousBiggerAndBadderMatchFinishedEventToJSON(value), { 'type': 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, VillainousBiggerAndBadderMatchStartedEventToJSON(value), { 'type': 'match_started' } as const);
        case 'moved':
            return Object.assign({}, VillainousBiggerAndBadderMovedEventToJSON(value), { 'type': 'moved' } as const);
        case 'mover':
            return Object.assign({}, VillainousBiggerAndBadderMoverEventToJSON(value), { 'type': 'mover' } as const);
        case 'objective':
            return Object.assign({}, VillainousBiggerAndBadderObjectiveEventToJSON(value), { 'type': 'objective' } as const);
        case 'omnidroid':
            return Object.assign({}, VillainousBiggerAndBadderOmnidroidEventToJSON(value), { 'type': 'omnidroid' } as const);
        case 'paid':
            return Object.assign({}, VillainousBiggerAndBadderPaidEventToJSON(value), { 'type': 'paid' } as const);
        case 'placed':
            return Object.assign({}, VillainousBiggerAndBadderPlacedEventToJSON(value), { 'type': 'placed' } as const);
        case 'played':
            return Object.assign({}, VillainousBiggerAndBadderPlayedEventToJSON(value), { 'type': 'played' } as const);
        case 'power':
            return Object.assign({}, VillainousBiggerAndBadderPowerEventToJSON(value), { 'type': 'power' } as const);
        case 'reordered':
            return Object.assign({}, VillainousBiggerAndBadderReorderedEventToJSON(value), { 'type': 'reordered' } as const);
        case 'reshuffled':
            return Object.assign({}, VillainousBiggerAndBadderReshuffledEventToJSON(value), { 'type': 'reshuffled' } as const);
        case 'resigned':
            return Object.assign({}, VillainousBiggerAndBadderResignedEventToJSON(value), { 'type': 'resigned' } as const);
        case 'resolved':
            return Object.assign({}, VillainousBiggerAndBadderResolvedEventToJSON(value), { 'type': 'resolved' } as const);
        case 'revealed':
            return Object.assign({}, VillainousBiggerAndBadderRevealedEventToJSON(value), { 'type': 'revealed' } as const);
        case 'seat_control':
            return Object.assign({}, VillainousBiggerAndBadderSeatControlEventToJSON(value), { 'type': 'seat_control' } as const);
        case 'seat_settings':
            return Object.assign({}, VillainousBiggerAndBadderSeatSettingsEventToJSON(value), { 'type': 'seat_settings' } as const);
        case 'set_up':
            return Object.assign({}, VillainousBiggerAndBadderSetUpEventToJSON(value), { 'type': 'set_up' } as const);
        case 'shielded':
            return Object.assign({}, VillainousBiggerAndBadderShieldedEventToJSON(value), { 'type': 'shielded' } as const);
        case 'shuffled_in':
            return Object.assign({}, VillainousBiggerAndBadderShuffledInEventToJSON(value), { 'type': 'shuffled_in' } as const);
        case 'stays':
            return Object.assign({}, VillainousBiggerAndBadderStaysEventToJSON(value), { 'type': 'stays' } as const);
        case 'swapped':
            return Object.assign({}, VillainousBiggerAndBadderSwappedEventToJSON(value), { 'type': 'swapped' } as const);
        case 'timeout':
            return Object.assign({}, VillainousBiggerAndBadderTimeoutEventToJSON(value), { 'type': 'timeout' } as const);
        case 'tokens':
            return Object.assign({}, VillainousBiggerAndBadderTokensEventToJSON(value), { 'type': 'tokens' } as const);
        case 'turn':
            return Object.assign({}, VillainousBiggerAndBadderTurnEventToJSON(value), { 'type': 'turn' } as const);
        case 'vanquish':
            return Object.assign({}, VillainousBiggerAndBadderVanquishEventToJSON(value), { 'type': 'vanquish' } as const);
        case 'window_closed':
            return Object.assign({}, VillainousBiggerAndBadderWindowClosedEventToJSON(value), { 'type': 'window_closed' } as const);
        case 'window_opened':
            return Object.assign({}, VillainousBiggerAndBadderWindowOpenedEventToJSON(value), { 'type': 'window_opened' } as const);
        case 'zeroed':
            return Object.assign({}, VillainousBiggerAndBadderZeroedEventToJSON(value), { 'type': 'zeroed' } as const);
        default:
            return value;
    }
}

