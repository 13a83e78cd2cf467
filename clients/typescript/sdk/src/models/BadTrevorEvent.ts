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
import type { BadTrevorAttackEvent } from './BadTrevorAttackEvent';
import {
    instanceOfBadTrevorAttackEvent,
    BadTrevorAttackEventFromJSON,
    BadTrevorAttackEventFromJSONTyped,
    BadTrevorAttackEventToJSON,
} from './BadTrevorAttackEvent';
import type { BadTrevorCarryOnEvent } from './BadTrevorCarryOnEvent';
import {
    instanceOfBadTrevorCarryOnEvent,
    BadTrevorCarryOnEventFromJSON,
    BadTrevorCarryOnEventFromJSONTyped,
    BadTrevorCarryOnEventToJSON,
} from './BadTrevorCarryOnEvent';
import type { BadTrevorDemandEvent } from './BadTrevorDemandEvent';
import {
    instanceOfBadTrevorDemandEvent,
    BadTrevorDemandEventFromJSON,
    BadTrevorDemandEventFromJSONTyped,
    BadTrevorDemandEventToJSON,
} from './BadTrevorDemandEvent';
import type { BadTrevorEffectEvent } from './BadTrevorEffectEvent';
import {
    instanceOfBadTrevorEffectEvent,
    BadTrevorEffectEventFromJSON,
    BadTrevorEffectEventFromJSONTyped,
    BadTrevorEffectEventToJSON,
} from './BadTrevorEffectEvent';
import type { BadTrevorForfeitEvent } from './BadTrevorForfeitEvent';
import {
    instanceOfBadTrevorForfeitEvent,
    BadTrevorForfeitEventFromJSON,
    BadTrevorForfeitEventFromJSONTyped,
    BadTrevorForfeitEventToJSON,
} from './BadTrevorForfeitEvent';
import type { BadTrevorHandOffEvent } from './BadTrevorHandOffEvent';
import {
    instanceOfBadTrevorHandOffEvent,
    BadTrevorHandOffEventFromJSON,
    BadTrevorHandOffEventFromJSONTyped,
    BadTrevorHandOffEventToJSON,
} from './BadTrevorHandOffEvent';
import type { BadTrevorKevinEvent } from './BadTrevorKevinEvent';
import {
    instanceOfBadTrevorKevinEvent,
    BadTrevorKevinEventFromJSON,
    BadTrevorKevinEventFromJSONTyped,
    BadTrevorKevinEventToJSON,
} from './BadTrevorKevinEvent';
import type { BadTrevorKevinFumbledEvent } from './BadTrevorKevinFumbledEvent';
import {
    instanceOfBadTrevorKevinFumbledEvent,
    BadTrevorKevinFumbledEventFromJSON,
    BadTrevorKevinFumbledEventFromJSONTyped,
    BadTrevorKevinFumbledEventToJSON,
} from './BadTrevorKevinFumbledEvent';
import type { BadTrevorLaidEvent } from './BadTrevorLaidEvent';
import {
    instanceOfBadTrevorLaidEvent,
    BadTrevorLaidEventFromJSON,
    BadTrevorLaidEventFromJSONTyped,
    BadTrevorLaidEventToJSON,
} from './BadTrevorLaidEvent';
import type { BadTrevorLeftHoldingTrevorEvent } from './BadTrevorLeftHoldingTrevorEvent';
import {
    instanceOfBadTrevorLeftHoldingTrevorEvent,
    BadTrevorLeftHoldingTrevorEventFromJSON,
    BadTrevorLeftHoldingTrevorEventFromJSONTyped,
    BadTrevorLeftHoldingTrevorEventToJSON,
} from './BadTrevorLeftHoldingTrevorEvent';
import type { BadTrevorLookoutEvent } from './BadTrevorLookoutEvent';
import {
    instanceOfBadTrevorLookoutEvent,
    BadTrevorLookoutEventFromJSON,
    BadTrevorLookoutEventFromJSONTyped,
    BadTrevorLookoutEventToJSON,
} from './BadTrevorLookoutEvent';
import type { BadTrevorMatchFinishedEvent } from './BadTrevorMatchFinishedEvent';
import {
    instanceOfBadTrevorMatchFinishedEvent,
    BadTrevorMatchFinishedEventFromJSON,
    BadTrevorMatchFinishedEventFromJSONTyped,
    BadTrevorMatchFinishedEventToJSON,
} from './BadTrevorMatchFinishedEvent';
import type { BadTrevorMatchStartedEvent } from './BadTrevorMatchStartedEvent';
import {
    instanceOfBadTrevorMatchStartedEvent,
    BadTrevorMatchStartedEventFromJSON,
    BadTrevorMatchStartedEventFromJSONTyped,
    BadTrevorMatchStartedEventToJSON,
} from './BadTrevorMatchStartedEvent';
import type { BadTrevorNoEffectEvent } from './BadTrevorNoEffectEvent';
import {
    instanceOfBadTrevorNoEffectEvent,
    BadTrevorNoEffectEventFromJSON,
    BadTrevorNoEffectEventFromJSONTyped,
    BadTrevorNoEffectEventToJSON,
} from './BadTrevorNoEffectEvent';
import type { BadTrevorOutEvent } from './BadTrevorOutEvent';
import {
    instanceOfBadTrevorOutEvent,
    BadTrevorOutEventFromJSON,
    BadTrevorOutEventFromJSONTyped,
    BadTrevorOutEventToJSON,
} from './BadTrevorOutEvent';
import type { BadTrevorPaybackEvent } from './BadTrevorPaybackEvent';
import {
    instanceOfBadTrevorPaybackEvent,
    BadTrevorPaybackEventFromJSON,
    BadTrevorPaybackEventFromJSONTyped,
    BadTrevorPaybackEventToJSON,
} from './BadTrevorPaybackEvent';
import type { BadTrevorPickedEvent } from './BadTrevorPickedEvent';
import {
    instanceOfBadTrevorPickedEvent,
    BadTrevorPickedEventFromJSON,
    BadTrevorPickedEventFromJSONTyped,
    BadTrevorPickedEventToJSON,
} from './BadTrevorPickedEvent';
import type { BadTrevorPlayBeginsEvent } from './BadTrevorPlayBeginsEvent';
import {
    instanceOfBadTrevorPlayBeginsEvent,
    BadTrevorPlayBeginsEventFromJSON,
    BadTrevorPlayBeginsEventFromJSONTyped,
    BadTrevorPlayBeginsEventToJSON,
} from './BadTrevorPlayBeginsEvent';
import type { BadTrevorReadyEvent } from './BadTrevorReadyEvent';
import {
    instanceOfBadTrevorReadyEvent,
    BadTrevorReadyEventFromJSON,
    BadTrevorReadyEventFromJSONTyped,
    BadTrevorReadyEventToJSON,
} from './BadTrevorReadyEvent';
import type { BadTrevorRescuedEvent } from './BadTrevorRescuedEvent';
import {
    instanceOfBadTrevorRescuedEvent,
    BadTrevorRescuedEventFromJSON,
    BadTrevorRescuedEventFromJSONTyped,
    BadTrevorRescuedEventToJSON,
} from './BadTrevorRescuedEvent';
import type { BadTrevorResignedEvent } from './BadTrevorResignedEvent';
import {
    instanceOfBadTrevorResignedEvent,
    BadTrevorResignedEventFromJSON,
    BadTrevorResignedEventFromJSONTyped,
    BadTrevorResignedEventToJSON,
} from './BadTrevorResignedEvent';
import type { BadTrevorReverseEvent } from './BadTrevorReverseEvent';
import {
    instanceOfBadTrevorReverseEvent,
    BadTrevorReverseEventFromJSON,
    BadTrevorReverseEventFromJSONTyped,
    BadTrevorReverseEventToJSON,
} from './BadTrevorReverseEvent';
import type { BadTrevorSeatControlEvent } from './BadTrevorSeatControlEvent';
import {
    instanceOfBadTrevorSeatControlEvent,
    BadTrevorSeatControlEventFromJSON,
    BadTrevorSeatControlEventFromJSONTyped,
    BadTrevorSeatControlEventToJSON,
} from './BadTrevorSeatControlEvent';
import type { BadTrevorSeatSettingsEvent } from './BadTrevorSeatSettingsEvent';
import {
    instanceOfBadTrevorSeatSettingsEvent,
    BadTrevorSeatSettingsEventFromJSON,
    BadTrevorSeatSettingsEventFromJSONTyped,
    BadTrevorSeatSettingsEventToJSON,
} from './BadTrevorSeatSettingsEvent';
import type { BadTrevorTimeoutEvent } from './BadTrevorTimeoutEvent';
import {
    instanceOfBadTrevorTimeoutEvent,
    BadTrevorTimeoutEventFromJSON,
    BadTrevorTimeoutEventFromJSONTyped,
    BadTrevorTimeoutEventToJSON,
} from './BadTrevorTimeoutEvent';
import type { BadTrevorTurnEvent } from './BadTrevorTurnEvent';
import {
    instanceOfBadTrevorTurnEvent,
    BadTrevorTurnEventFromJSON,
    BadTrevorTurnEventFromJSONTyped,
    BadTrevorTurnEventToJSON,
} from './BadTrevorTurnEvent';
import type { BadTrevorWindowClosedEvent } from './BadTrevorWindowClosedEvent';
import {
    instanceOfBadTrevorWindowClosedEvent,
    BadTrevorWindowClosedEventFromJSON,
    BadTrevorWindowClosedEventFromJSONTyped,
    BadTrevorWindowClosedEventToJSON,
} from './BadTrevorWindowClosedEvent';
import type { BadTrevorWindowPassedEvent } from './BadTrevorWindowPassedEvent';
import {
    instanceOfBadTrevorWindowPassedEvent,
    BadTrevorWindowPassedEventFromJSON,
    BadTrevorWindowPassedEventFromJSONTyped,
    BadTrevorWindowPassedEventToJSON,
} from './BadTrevorWindowPassedEvent';

/**
 * @type BadTrevorEvent
 * Bad Trevor: one event, as the caller may see it.
 * @export
 */
export type BadTrevorEvent = { type: 'attack' } & BadTrevorAttackEvent | { type: 'carry_on' } & BadTrevorCarryOnEvent | { type: 'demand' } & BadTrevorDemandEvent | { type: 'effect' } & BadTrevorEffectEvent | { type: 'forfeit' } & BadTrevorForfeitEvent | { type: 'hand_off' } & BadTrevorHandOffEvent | { type: 'kevin' } & BadTrevorKevinEvent | { type: 'kevin_fumbled' } & BadTrevorKevinFumbledEvent | { type: 'laid' } & BadTrevorLaidEvent | { type: 'left_holding_trevor' } & BadTrevorLeftHoldingTrevorEvent | { type: 'lookout' } & BadTrevorLookoutEvent | { type: 'match_finished' } & BadTrevorMatchFinishedEvent | { type: 'match_started' } & BadTrevorMatchStartedEvent | { type: 'no_effect' } & BadTrevorNoEffectEvent | { type: 'out' } & BadTrevorOutEvent | { type: 'payback' } & BadTrevorPaybackEvent | { type: 'picked' } & BadTrevorPickedEvent | { type: 'play_begins' } & BadTrevorPlayBeginsEvent | { type: 'ready' } & BadTrevorReadyEvent | { type: 'rescued' } & BadTrevorRescuedEvent | { type: 'resigned' } & BadTrevorResignedEvent | { type: 'reverse' } & BadTrevorReverseEvent | { type: 'seat_control' } & BadTrevorSeatControlEvent | { type: 'seat_settings' } & BadTrevorSeatSettingsEvent | { type: 'timeout' } & BadTrevorTimeoutEvent | { type: 'turn' } & BadTrevorTurnEvent | { type: 'window_closed' } & BadTrevorWindowClosedEvent | { type: 'window_passed' } & BadTrevorWindowPassedEvent;

export function BadTrevorEventFromJSON(json: any): BadTrevorEvent {
    return BadTrevorEventFromJSONTyped(json, false);
}

export function BadTrevorEventFromJSONTyped(json: any, ignoreDiscriminator: boolean): BadTrevorEvent {
    if (json == null) {
        return json;
    }
    switch (json['type']) {
        case 'attack':
            return Object.assign({}, BadTrevorAttackEventFromJSONTyped(json, true), { type: 'attack' } as const);
        case 'carry_on':
            return Object.assign({}, BadTrevorCarryOnEventFromJSONTyped(json, true), { type: 'carry_on' } as const);
        case 'demand':
            return Object.assign({}, BadTrevorDemandEventFromJSONTyped(json, true), { type: 'demand' } as const);
        case 'effect':
            return Object.assign({}, BadTrevorEffectEventFromJSONTyped(json, true), { type: 'effect' } as const);
        case 'forfeit':
            return Object.assign({}, BadTrevorForfeitEventFromJSONTyped(json, true), { type: 'forfeit' } as const);
        case 'hand_off':
            return Object.assign({}, BadTrevorHandOffEventFromJSONTyped(json, true), { type: 'hand_off' } as const);
        case 'kevin':
            return Object.assign({}, BadTrevorKevinEventFromJSONTyped(json, true), { type: 'kevin' } as const);
        case 'kevin_fumbled':
            return Object.assign({}, BadTrevorKevinFumbledEventFromJSONTyped(json, true), { type: 'kevin_fumbled' } as const);
        case 'laid':
            return Object.assign({}, BadTrevorLaidEventFromJSONTyped(json, true), { type: 'laid' } as const);
        case 'left_holding_trevor':
            return Object.assign({}, BadTrevorLeftHoldingTrevorEventFromJSONTyped(json, true), { type: 'left_holding_trevor' } as const);
        case 'lookout':
            return Object.assign({}, BadTrevorLookoutEventFromJSONTyped(json, true), { type: 'lookout' } as const);
        case 'match_finished':
            return Object.assign({}, BadTrevorMatchFinishedEventFromJSONTyped(json, true), { type: 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, BadTrevorMatchStartedEventFromJSONTyped(json, true), { type: 'match_started' } as const);
        case 'no_effect':
            return Object.assign({}, BadTrevorNoEffectEventFromJSONTyped(json, true), { type: 'no_effect' } as const);
        case 'out':
            return Object.assign({}, BadTrevorOutEventFromJSONTyped(json, true), { type: 'out' } as const);
        case 'payback':
            return Object.assign({}, BadTrevorPaybackEventFromJSONTyped(json, true), { type: 'payback' } as const);
        case 'picked':
            return Object.assign({}, BadTrevorPickedEventFromJSONTyped(json, true), { type: 'picked' } as const);
        case 'play_begins':
            return Object.assign({}, BadTrevorPlayBeginsEventFromJSONTyped(json, true), { type: 'play_begins' } as const);
        case 'ready':
            return Object.assign({}, BadTrevorReadyEventFromJSONTyped(json, true), { type: 'ready' } as const);
        case 'rescued':
            return Object.assign({}, BadTrevorRescuedEventFromJSONTyped(json, true), { type: 'rescued' } as const);
        case 'resigned':
            return Object.assign({}, BadTrevorResignedEventFromJSONTyped(json, true), { type: 'resigned' } as const);
        case 'reverse':
            return Object.assign({}, BadTrevorReverseEventFromJSONTyped(json, true), { type: 'reverse' } as const);
        case 'seat_control':
            return Object.assign({}, BadTrevorSeatControlEventFromJSONTyped(json, true), { type: 'seat_control' } as const);
        case 'seat_settings':
            return Object.assign({}, BadTrevorSeatSettingsEventFromJSONTyped(json, true), { type: 'seat_settings' } as const);
        case 'timeout':
            return Object.assign({}, BadTrevorTimeoutEventFromJSONTyped(json, true), { type: 'timeout' } as const);
        case 'turn':
            return Object.assign({}, BadTrevorTurnEventFromJSONTyped(json, true), { type: 'turn' } as const);
        case 'window_closed':
            return Object.assign({}, BadTrevorWindowClosedEventFromJSONTyped(json, true), { type: 'window_closed' } as const);
        case 'window_passed':
            return Object.assign({}, BadTrevorWindowPassedEventFromJSONTyped(json, true), { type: 'window_passed' } as const);
        default:
            return json;
    }
}

export function BadTrevorEventToJSON(json: any): any {
    return BadTrevorEventToJSONTyped(json, false);
}

export function BadTrevorEventToJSONTyped(value?: BadTrevorEvent | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }
    switch (value['type']) {
        case 'attack':
            return Object.assign({}, BadTrevorAttackEventToJSON(value), { 'type': 'attack' } as const);
        case 'carry_on':
            return Object.assign({}, BadTrevorCarryOnEventToJSON(value), { 'type': 'carry_on' } as const);
        case 'demand':
            return Object.assign({}, BadTrevorDemandEventToJSON(value), { 'type': 'demand' } as const);
        case 'effect':
            return Object.assign({}, BadTrevorEffectEventToJSON(value), { 'type': 'effect' } as const);
        case 'forfeit':
            return Object.assign({}, BadTrevorForfeitEventToJSON(value), { 'type': 'forfeit' } as const);
        case 'hand_off':
            return Object.assign({}, BadTrevorHandOffEventToJSON(value), { 'type': 'hand_off' } as const);
        case 'kevin':
            return Object.assign({}, BadTrevorKevinEventToJSON(value), { 'type': 'kevin' } as const);
        case 'kevin_fumbled':
            return Object.assign({}, BadTrevorKevinFumbledEventToJSON(value), { 'type': 'kevin_fumbled' } as const);
        case 'laid':
            return Object.assign({}, BadTrevorLaidEventToJSON(value), { 'type': 'laid' } as const);
        case 'left_holding_trevor':
            return Object.assign({}, BadTrevorLeftHoldingTrevorEventToJSON(value), { 'type': 'left_holding_trevor' } as const);
        case 'lookout':
            return Object.assign({}, BadTrevorLookoutEventToJSON(value), { 'type': 'lookout' } as const);
        case 'match_finished':
            return Object.assign({}, BadTrevorMatchFinishedEventToJSON(value), { 'type': 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, BadTrevorMatchStartedEventToJSON(value), { 'type': 'match_started' } as const);
        case 'no_effect':
            return Object.assign({}, BadTrevorNoEffectEventToJSON(value), { 'type': 'no_effect' } as const);
        case 'out':
            return Object.assign({}, BadTrevorOutEventToJSON(value), { 'type': 'out' } as const);
        case 'payback':
            return Object.assign({}, BadTrevorPaybackEventToJSON(value), { 'type': 'payback' } as const);
        case 'picked':
            return Object.assign({}, BadTrevorPickedEventToJSON(value), { 'type': 'picked' } as const);
        case 'play_begins':
            return Object.assign({}, BadTrevorPlayBeginsEventToJSON(value), { 'type': 'play_begins' } as const);
        case 'ready':
            return Object.assign({}, BadTrevorReadyEventToJSON(value), { 'type': 'ready' } as const);
        case 'rescued':
            return Object.assign({}, BadTrevorRescuedEventToJSON(value), { 'type': 'rescued' } as const);
        case 'resigned':
            return Object.assign({}, BadTrevorResignedEventToJSON(value), { 'type': 'resigned' } as const);
        case 'reverse':
            return Object.assign({}, BadTrevorReverseEventToJSON(value), { 'type': 'reverse' } as const);
        case 'seat_control':
            return Object.assign({}, BadTrevorSeatControlEventToJSON(value), { 'type': 'seat_control' } as const);
        case 'seat_settings':
            return Object.assign({}, BadTrevorSeatSettingsEventToJSON(value), { 'type': 'seat_settings' } as const);
        case 'timeout':
            return Object.assign({}, BadTrevorTimeoutEventToJSON(value), { 'type': 'timeout' } as const);
        case 'turn':
            return Object.assign({}, BadTrevorTurnEventToJSON(value), { 'type': 'turn' } as const);
        case 'window_closed':
            return Object.assign({}, BadTrevorWindowClosedEventToJSON(value), { 'type': 'window_closed' } as const);
        case 'window_passed':
            return Object.assign({}, BadTrevorWindowPassedEventToJSON(value), { 'type': 'window_passed' } as const);
        default:
            return value;
    }
}

