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
import type { PracticalGuideToEvilCoinEvent } from './PracticalGuideToEvilCoinEvent';
import {
    instanceOfPracticalGuideToEvilCoinEvent,
    PracticalGuideToEvilCoinEventFromJSON,
    PracticalGuideToEvilCoinEventFromJSONTyped,
    PracticalGuideToEvilCoinEventToJSON,
} from './PracticalGuideToEvilCoinEvent';
import type { PracticalGuideToEvilControlEvent } from './PracticalGuideToEvilControlEvent';
import {
    instanceOfPracticalGuideToEvilControlEvent,
    PracticalGuideToEvilControlEventFromJSON,
    PracticalGuideToEvilControlEventFromJSONTyped,
    PracticalGuideToEvilControlEventToJSON,
} from './PracticalGuideToEvilControlEvent';
import type { PracticalGuideToEvilDestroyedEvent } from './PracticalGuideToEvilDestroyedEvent';
import {
    instanceOfPracticalGuideToEvilDestroyedEvent,
    PracticalGuideToEvilDestroyedEventFromJSON,
    PracticalGuideToEvilDestroyedEventFromJSONTyped,
    PracticalGuideToEvilDestroyedEventToJSON,
} from './PracticalGuideToEvilDestroyedEvent';
import type { PracticalGuideToEvilDiscardedEvent } from './PracticalGuideToEvilDiscardedEvent';
import {
    instanceOfPracticalGuideToEvilDiscardedEvent,
    PracticalGuideToEvilDiscardedEventFromJSON,
    PracticalGuideToEvilDiscardedEventFromJSONTyped,
    PracticalGuideToEvilDiscardedEventToJSON,
} from './PracticalGuideToEvilDiscardedEvent';
import type { PracticalGuideToEvilDrewEvent } from './PracticalGuideToEvilDrewEvent';
import {
    instanceOfPracticalGuideToEvilDrewEvent,
    PracticalGuideToEvilDrewEventFromJSON,
    PracticalGuideToEvilDrewEventFromJSONTyped,
    PracticalGuideToEvilDrewEventToJSON,
} from './PracticalGuideToEvilDrewEvent';
import type { PracticalGuideToEvilDuelEvent } from './PracticalGuideToEvilDuelEvent';
import {
    instanceOfPracticalGuideToEvilDuelEvent,
    PracticalGuideToEvilDuelEventFromJSON,
    PracticalGuideToEvilDuelEventFromJSONTyped,
    PracticalGuideToEvilDuelEventToJSON,
} from './PracticalGuideToEvilDuelEvent';
import type { PracticalGuideToEvilEndTurnEvent } from './PracticalGuideToEvilEndTurnEvent';
import {
    instanceOfPracticalGuideToEvilEndTurnEvent,
    PracticalGuideToEvilEndTurnEventFromJSON,
    PracticalGuideToEvilEndTurnEventFromJSONTyped,
    PracticalGuideToEvilEndTurnEventToJSON,
} from './PracticalGuideToEvilEndTurnEvent';
import type { PracticalGuideToEvilFindEvent } from './PracticalGuideToEvilFindEvent';
import {
    instanceOfPracticalGuideToEvilFindEvent,
    PracticalGuideToEvilFindEventFromJSON,
    PracticalGuideToEvilFindEventFromJSONTyped,
    PracticalGuideToEvilFindEventToJSON,
} from './PracticalGuideToEvilFindEvent';
import type { PracticalGuideToEvilForfeitEvent } from './PracticalGuideToEvilForfeitEvent';
import {
    instanceOfPracticalGuideToEvilForfeitEvent,
    PracticalGuideToEvilForfeitEventFromJSON,
    PracticalGuideToEvilForfeitEventFromJSONTyped,
    PracticalGuideToEvilForfeitEventToJSON,
} from './PracticalGuideToEvilForfeitEvent';
import type { PracticalGuideToEvilGameOverEvent } from './PracticalGuideToEvilGameOverEvent';
import {
    instanceOfPracticalGuideToEvilGameOverEvent,
    PracticalGuideToEvilGameOverEventFromJSON,
    PracticalGuideToEvilGameOverEventFromJSONTyped,
    PracticalGuideToEvilGameOverEventToJSON,
} from './PracticalGuideToEvilGameOverEvent';
import type { PracticalGuideToEvilMarkerRemovedEvent } from './PracticalGuideToEvilMarkerRemovedEvent';
import {
    instanceOfPracticalGuideToEvilMarkerRemovedEvent,
    PracticalGuideToEvilMarkerRemovedEventFromJSON,
    PracticalGuideToEvilMarkerRemovedEventFromJSONTyped,
    PracticalGuideToEvilMarkerRemovedEventToJSON,
} from './PracticalGuideToEvilMarkerRemovedEvent';
import type { PracticalGuideToEvilMatchFinishedEvent } from './PracticalGuideToEvilMatchFinishedEvent';
import {
    instanceOfPracticalGuideToEvilMatchFinishedEvent,
    PracticalGuideToEvilMatchFinishedEventFromJSON,
    PracticalGuideToEvilMatchFinishedEventFromJSONTyped,
    PracticalGuideToEvilMatchFinishedEventToJSON,
} from './PracticalGuideToEvilMatchFinishedEvent';
import type { PracticalGuideToEvilMatchStartedEvent } from './PracticalGuideToEvilMatchStartedEvent';
import {
    instanceOfPracticalGuideToEvilMatchStartedEvent,
    PracticalGuideToEvilMatchStartedEventFromJSON,
    PracticalGuideToEvilMatchStartedEventFromJSONTyped,
    PracticalGuideToEvilMatchStartedEventToJSON,
} from './PracticalGuideToEvilMatchStartedEvent';
import type { PracticalGuideToEvilNotDestroyedEvent } from './PracticalGuideToEvilNotDestroyedEvent';
import {
    instanceOfPracticalGuideToEvilNotDestroyedEvent,
    PracticalGuideToEvilNotDestroyedEventFromJSON,
    PracticalGuideToEvilNotDestroyedEventFromJSONTyped,
    PracticalGuideToEvilNotDestroyedEventToJSON,
} from './PracticalGuideToEvilNotDestroyedEvent';
import type { PracticalGuideToEvilPlayedEvent } from './PracticalGuideToEvilPlayedEvent';
import {
    instanceOfPracticalGuideToEvilPlayedEvent,
    PracticalGuideToEvilPlayedEventFromJSON,
    PracticalGuideToEvilPlayedEventFromJSONTyped,
    PracticalGuideToEvilPlayedEventToJSON,
} from './PracticalGuideToEvilPlayedEvent';
import type { PracticalGuideToEvilRaisedEvent } from './PracticalGuideToEvilRaisedEvent';
import {
    instanceOfPracticalGuideToEvilRaisedEvent,
    PracticalGuideToEvilRaisedEventFromJSON,
    PracticalGuideToEvilRaisedEventFromJSONTyped,
    PracticalGuideToEvilRaisedEventToJSON,
} from './PracticalGuideToEvilRaisedEvent';
import type { PracticalGuideToEvilReshuffledEvent } from './PracticalGuideToEvilReshuffledEvent';
import {
    instanceOfPracticalGuideToEvilReshuffledEvent,
    PracticalGuideToEvilReshuffledEventFromJSON,
    PracticalGuideToEvilReshuffledEventFromJSONTyped,
    PracticalGuideToEvilReshuffledEventToJSON,
} from './PracticalGuideToEvilReshuffledEvent';
import type { PracticalGuideToEvilResignedEvent } from './PracticalGuideToEvilResignedEvent';
import {
    instanceOfPracticalGuideToEvilResignedEvent,
    PracticalGuideToEvilResignedEventFromJSON,
    PracticalGuideToEvilResignedEventFromJSONTyped,
    PracticalGuideToEvilResignedEventToJSON,
} from './PracticalGuideToEvilResignedEvent';
import type { PracticalGuideToEvilRuleOfThreeBrokenEvent } from './PracticalGuideToEvilRuleOfThreeBrokenEvent';
import {
    instanceOfPracticalGuideToEvilRuleOfThreeBrokenEvent,
    PracticalGuideToEvilRuleOfThreeBrokenEventFromJSON,
    PracticalGuideToEvilRuleOfThreeBrokenEventFromJSONTyped,
    PracticalGuideToEvilRuleOfThreeBrokenEventToJSON,
} from './PracticalGuideToEvilRuleOfThreeBrokenEvent';
import type { PracticalGuideToEvilRuleOfThreeEvent } from './PracticalGuideToEvilRuleOfThreeEvent';
import {
    instanceOfPracticalGuideToEvilRuleOfThreeEvent,
    PracticalGuideToEvilRuleOfThreeEventFromJSON,
    PracticalGuideToEvilRuleOfThreeEventFromJSONTyped,
    PracticalGuideToEvilRuleOfThreeEventToJSON,
} from './PracticalGuideToEvilRuleOfThreeEvent';
import type { PracticalGuideToEvilRuleOfThreeFulfilledEvent } from './PracticalGuideToEvilRuleOfThreeFulfilledEvent';
import {
    instanceOfPracticalGuideToEvilRuleOfThreeFulfilledEvent,
    PracticalGuideToEvilRuleOfThreeFulfilledEventFromJSON,
    PracticalGuideToEvilRuleOfThreeFulfilledEventFromJSONTyped,
    PracticalGuideToEvilRuleOfThreeFulfilledEventToJSON,
} from './PracticalGuideToEvilRuleOfThreeFulfilledEvent';
import type { PracticalGuideToEvilSeatControlEvent } from './PracticalGuideToEvilSeatControlEvent';
import {
    instanceOfPracticalGuideToEvilSeatControlEvent,
    PracticalGuideToEvilSeatControlEventFromJSON,
    PracticalGuideToEvilSeatControlEventFromJSONTyped,
    PracticalGuideToEvilSeatControlEventToJSON,
} from './PracticalGuideToEvilSeatControlEvent';
import type { PracticalGuideToEvilShieldedEvent } from './PracticalGuideToEvilShieldedEvent';
import {
    instanceOfPracticalGuideToEvilShieldedEvent,
    PracticalGuideToEvilShieldedEventFromJSON,
    PracticalGuideToEvilShieldedEventFromJSONTyped,
    PracticalGuideToEvilShieldedEventToJSON,
} from './PracticalGuideToEvilShieldedEvent';
import type { PracticalGuideToEvilStoryControlEvent } from './PracticalGuideToEvilStoryControlEvent';
import {
    instanceOfPracticalGuideToEvilStoryControlEvent,
    PracticalGuideToEvilStoryControlEventFromJSON,
    PracticalGuideToEvilStoryControlEventFromJSONTyped,
    PracticalGuideToEvilStoryControlEventToJSON,
} from './PracticalGuideToEvilStoryControlEvent';
import type { PracticalGuideToEvilStoryDestroyedEvent } from './PracticalGuideToEvilStoryDestroyedEvent';
import {
    instanceOfPracticalGuideToEvilStoryDestroyedEvent,
    PracticalGuideToEvilStoryDestroyedEventFromJSON,
    PracticalGuideToEvilStoryDestroyedEventFromJSONTyped,
    PracticalGuideToEvilStoryDestroyedEventToJSON,
} from './PracticalGuideToEvilStoryDestroyedEvent';
import type { PracticalGuideToEvilSwordDrawnEvent } from './PracticalGuideToEvilSwordDrawnEvent';
import {
    instanceOfPracticalGuideToEvilSwordDrawnEvent,
    PracticalGuideToEvilSwordDrawnEventFromJSON,
    PracticalGuideToEvilSwordDrawnEventFromJSONTyped,
    PracticalGuideToEvilSwordDrawnEventToJSON,
} from './PracticalGuideToEvilSwordDrawnEvent';
import type { PracticalGuideToEvilSwordDroppedEvent } from './PracticalGuideToEvilSwordDroppedEvent';
import {
    instanceOfPracticalGuideToEvilSwordDroppedEvent,
    PracticalGuideToEvilSwordDroppedEventFromJSON,
    PracticalGuideToEvilSwordDroppedEventFromJSONTyped,
    PracticalGuideToEvilSwordDroppedEventToJSON,
} from './PracticalGuideToEvilSwordDroppedEvent';
import type { PracticalGuideToEvilTimeoutEvent } from './PracticalGuideToEvilTimeoutEvent';
import {
    instanceOfPracticalGuideToEvilTimeoutEvent,
    PracticalGuideToEvilTimeoutEventFromJSON,
    PracticalGuideToEvilTimeoutEventFromJSONTyped,
    PracticalGuideToEvilTimeoutEventToJSON,
} from './PracticalGuideToEvilTimeoutEvent';
import type { PracticalGuideToEvilTurnEvent } from './PracticalGuideToEvilTurnEvent';
import {
    instanceOfPracticalGuideToEvilTurnEvent,
    PracticalGuideToEvilTurnEventFromJSON,
    PracticalGuideToEvilTurnEventFromJSONTyped,
    PracticalGuideToEvilTurnEventToJSON,
} from './PracticalGuideToEvilTurnEvent';
import type { PracticalGuideToEvilUsedEvent } from './PracticalGuideToEvilUsedEvent';
import {
    instanceOfPracticalGuideToEvilUsedEvent,
    PracticalGuideToEvilUsedEventFromJSON,
    PracticalGuideToEvilUsedEventFromJSONTyped,
    PracticalGuideToEvilUsedEventToJSON,
} from './PracticalGuideToEvilUsedEvent';

/**
 * @type PracticalGuideToEvilEvent
 * A Practical Guide to Evil: one event, as the caller may see it.
 * @export
 */
export type PracticalGuideToEvilEvent = { type: 'coin' } & PracticalGuideToEvilCoinEvent | { type: 'control' } & PracticalGuideToEvilControlEvent | { type: 'destroyed' } & PracticalGuideToEvilDestroyedEvent | { type: 'discarded' } & PracticalGuideToEvilDiscardedEvent | { type: 'drew' } & PracticalGuideToEvilDrewEvent | { type: 'duel' } & PracticalGuideToEvilDuelEvent | { type: 'end_turn' } & PracticalGuideToEvilEndTurnEvent | { type: 'find' } & PracticalGuideToEvilFindEvent | { type: 'forfeit' } & PracticalGuideToEvilForfeitEvent | { type: 'game_over' } & PracticalGuideToEvilGameOverEvent | { type: 'marker_removed' } & PracticalGuideToEvilMarkerRemovedEvent | { type: 'match_finished' } & PracticalGuideToEvilMatchFinishedEvent | { type: 'match_started' } & PracticalGuideToEvilMatchStartedEvent | { type: 'not_destroyed' } & PracticalGuideToEvilNotDestroyedEvent | { type: 'played' } & PracticalGuideToEvilPlayedEvent | { type: 'raised' } & PracticalGuideToEvilRaisedEvent | { type: 'reshuffled' } & PracticalGuideToEvilReshuffledEvent | { type: 'resigned' } & PracticalGuideToEvilResignedEvent | { type: 'rule_of_three' } & PracticalGuideToEvilRuleOfThreeEvent | { type: 'rule_of_three_broken' } & PracticalGuideToEvilRuleOfThreeBrokenEvent | { type: 'rule_of_three_fulfilled' } & PracticalGuideToEvilRuleOfThreeFulfilledEvent | { type: 'seat_control' } & PracticalGuideToEvilSeatControlEvent | { type: 'shielded' } & PracticalGuideToEvilShieldedEvent | { type: 'story_control' } & PracticalGuideToEvilStoryControlEvent | { type: 'story_destroyed' } & PracticalGuideToEvilStoryDestroyedEvent | { type: 'sword_drawn' } & PracticalGuideToEvilSwordDrawnEvent | { type: 'sword_dropped' } & PracticalGuideToEvilSwordDroppedEvent | { type: 'timeout' } & PracticalGuideToEvilTimeoutEvent | { type: 'turn' } & PracticalGuideToEvilTurnEvent | { type: 'used' } & PracticalGuideToEvilUsedEvent;

export function PracticalGuideToEvilEventFromJSON(json: any): PracticalGuideToEvilEvent {
    return PracticalGuideToEvilEventFromJSONTyped(json, false);
}

export function PracticalGuideToEvilEventFromJSONTyped(json: any, ignoreDiscriminator: boolean): PracticalGuideToEvilEvent {
    if (json == null) {
        return json;
    }
    switch (json['type']) {
        case 'coin':
            return Object.assign({}, PracticalGuideToEvilCoinEventFromJSONTyped(json, true), { type: 'coin' } as const);
        case 'control':
            return Object.assign({}, PracticalGuideToEvilControlEventFromJSONTyped(json, true), { type: 'control' } as const);
        case 'destroyed':
            return Object.assign({}, PracticalGuideToEvilDestroyedEventFromJSONTyped(json, true), { type: 'destroyed' } as const);
        case 'discarded':
            return Object.assign({}, PracticalGuideToEvilDiscardedEventFromJSONTyped(json, true), { type: 'discarded' } as const);
        case 'drew':
            return Object.assign({}, PracticalGuideToEvilDrewEventFromJSONTyped(json, true), { type: 'drew' } as const);
        case 'duel':
            return Object.assign({}, PracticalGuideToEvilDuelEventFromJSONTyped(json, true), { type: 'duel' } as const);
        case 'end_turn':
            return Object.assign({}, PracticalGuideToEvilEndTurnEventFromJSONTyped(json, true), { type: 'end_turn' } as const);
        case 'find':
            return Object.assign({}, PracticalGuideToEvilFindEventFromJSONTyped(json, true), { type: 'find' } as const);
        case 'forfeit':
            return Object.assign({}, PracticalGuideToEvilForfeitEventFromJSONTyped(json, true), { type: 'forfeit' } as const);
        case 'game_over':
            return Object.assign({}, PracticalGuideToEvilGameOverEventFromJSONTyped(json, true), { type: 'game_over' } as const);
        case 'marker_removed':
            return Object.assign({}, PracticalGuideToEvilMarkerRemovedEventFromJSONTyped(json, true), { type: 'marker_removed' } as const);
        case 'match_finished':
            return Object.assign({}, PracticalGuideToEvilMatchFinishedEventFromJSONTyped(json, true), { type: 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, PracticalGuideToEvilMatchStartedEventFromJSONTyped(json, true), { type: 'match_started' } as const);
        case 'not_destroyed':
            return Object.assign({}, PracticalGuideToEvilNotDestroyedEventFromJSONTyped(json, true), { type: 'not_destroyed' } as const);
        case 'played':
            return Object.assign({}, PracticalGuideToEvilPlayedEventFromJSONTyped(json, true), { type: 'played' } as const);
        case 'raised':
            return Object.assign({}, PracticalGuideToEvilRaisedEventFromJSONTyped(json, true), { type: 'raised' } as const);
        case 'reshuffled':
            return Object.assign({}, PracticalGuideToEvilReshuffledEventFromJSONTyped(json, true), { type: 'reshuffled' } as const);
        case 'resigned':
            return Object.assign({}, PracticalGuideToEvilResignedEventFromJSONTyped(json, true), { type: 'resigned' } as const);
        case 'rule_of_three':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeEventFromJSONTyped(json, true), { type: 'rule_of_three' } as const);
        case 'rule_of_three_broken':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeBrokenEventFromJSONTyped(json, true), { type: 'rule_of_three_broken' } as const);
        case 'rule_of_three_fulfilled':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeFulfilledEventFromJSONTyped(json, true), { type: 'rule_of_three_fulfilled' } as const);
        case 'seat_control':
            return Object.assign({}, PracticalGuideToEvilSeatControlEventFromJSONTyped(json, true), { type: 'seat_control' } as const);
        case 'shielded':
            return Object.assign({}, PracticalGuideToEvilShieldedEventFromJSONTyped(json, true), { type: 'shielded' } as const);
        case 'story_control':
            return Object.assign({}, PracticalGuideToEvilStoryControlEventFromJSONTyped(json, true), { type: 'story_control' } as const);
        case 'story_destroyed':
            return Object.assign({}, PracticalGuideToEvilStoryDestroyedEventFromJSONTyped(json, true), { type: 'story_destroyed' } as const);
        case 'sword_drawn':
            return Object.assign({}, PracticalGuideToEvilSwordDrawnEventFromJSONTyped(json, true), { type: 'sword_drawn' } as const);
        case 'sword_dropped':
            return Object.assign({}, PracticalGuideToEvilSwordDroppedEventFromJSONTyped(json, true), { type: 'sword_dropped' } as const);
        case 'timeout':
            return Object.assign({}, PracticalGuideToEvilTimeoutEventFromJSONTyped(json, true), { type: 'timeout' } as const);
        case 'turn':
            return Object.assign({}, PracticalGuideToEvilTurnEventFromJSONTyped(json, true), { type: 'turn' } as const);
        case 'used':
            return Object.assign({}, PracticalGuideToEvilUsedEventFromJSONTyped(json, true), { type: 'used' } as const);
        default:
            return json;
    }
}

export function PracticalGuideToEvilEventToJSON(json: any): any {
    return PracticalGuideToEvilEventToJSONTyped(json, false);
}

export function PracticalGuideToEvilEventToJSONTyped(value?: PracticalGuideToEvilEvent | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }
    switch (value['type']) {
        case 'coin':
            return Object.assign({}, PracticalGuideToEvilCoinEventToJSON(value), { 'type': 'coin' } as const);
        case 'control':
            return Object.assign({}, PracticalGuideToEvilControlEventToJSON(value), { 'type': 'control' } as const);
        case 'destroyed':
            return Object.assign({}, PracticalGuideToEvilDestroyedEventToJSON(value), { 'type': 'destroyed' } as const);
        case 'discarded':
            return Object.assign({}, PracticalGuideToEvilDiscardedEventToJSON(value), { 'type': 'discarded' } as const);
        case 'drew':
            return Object.assign({}, PracticalGuideToEvilDrewEventToJSON(value), { 'type': 'drew' } as const);
        case 'duel':
            return Object.assign({}, PracticalGuideToEvilDuelEventToJSON(value), { 'type': 'duel' } as const);
        case 'end_turn':
            return Object.assign({}, PracticalGuideToEvilEndTurnEventToJSON(value), { 'type': 'end_turn' } as const);
        case 'find':
            return Object.assign({}, PracticalGuideToEvilFindEventToJSON(value), { 'type': 'find' } as const);
        case 'forfeit':
            return Object.assign({}, PracticalGuideToEvilForfeitEventToJSON(value), { 'type': 'forfeit' } as const);
        case 'game_over':
            return Object.assign({}, PracticalGuideToEvilGameOverEventToJSON(value), { 'type': 'game_over' } as const);
        case 'marker_removed':
            return Object.assign({}, PracticalGuideToEvilMarkerRemovedEventToJSON(value), { 'type': 'marker_removed' } as const);
        case 'match_finished':
            return Object.assign({}, PracticalGuideToEvilMatchFinishedEventToJSON(value), { 'type': 'match_finished' } as const);
        case 'match_started':
            return Object.assign({}, PracticalGuideToEvilMatchStartedEventToJSON(value), { 'type': 'match_started' } as const);
        case 'not_destroyed':
            return Object.assign({}, PracticalGuideToEvilNotDestroyedEventToJSON(value), { 'type': 'not_destroyed' } as const);
        case 'played':
            return Object.assign({}, PracticalGuideToEvilPlayedEventToJSON(value), { 'type': 'played' } as const);
        case 'raised':
            return Object.assign({}, PracticalGuideToEvilRaisedEventToJSON(value), { 'type': 'raised' } as const);
        case 'reshuffled':
            return Object.assign({}, PracticalGuideToEvilReshuffledEventToJSON(value), { 'type': 'reshuffled' } as const);
        case 'resigned':
            return Object.assign({}, PracticalGuideToEvilResignedEventToJSON(value), { 'type': 'resigned' } as const);
        case 'rule_of_three':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeEventToJSON(value), { 'type': 'rule_of_three' } as const);
        case 'rule_of_three_broken':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeBrokenEventToJSON(value), { 'type': 'rule_of_three_broken' } as const);
        case 'rule_of_three_fulfilled':
            return Object.assign({}, PracticalGuideToEvilRuleOfThreeFulfilledEventToJSON(value), { 'type': 'rule_of_three_fulfilled' } as const);
        case 'seat_control':
            return Object.assign({}, PracticalGuideToEvilSeatControlEventToJSON(value), { 'type': 'seat_control' } as const);
        case 'shielded':
            return Object.assign({}, PracticalGuideToEvilShieldedEventToJSON(value), { 'type': 'shielded' } as const);
        case 'story_control':
            return Object.assign({}, PracticalGuideToEvilStoryControlEventToJSON(value), { 'type': 'story_control' } as const);
        case 'story_destroyed':
            return Object.assign({}, PracticalGuideToEvilStoryDestroyedEventToJSON(value), { 'type': 'story_destroyed' } as const);
        case 'sword_drawn':
            return Object.assign({}, PracticalGuideToEvilSwordDrawnEventToJSON(value), { 'type': 'sword_drawn' } as const);
        case 'sword_dropped':
            return Object.assign({}, PracticalGuideToEvilSwordDroppedEventToJSON(value), { 'type': 'sword_dropped' } as const);
        case 'timeout':
            return Object.assign({}, PracticalGuideToEvilTimeoutEventToJSON(value), { 'type': 'timeout' } as const);
        case 'turn':
            return Object.assign({}, PracticalGuideToEvilTurnEventToJSON(value), { 'type': 'turn' } as const);
        case 'used':
            return Object.assign({}, PracticalGuideToEvilUsedEventToJSON(value), { 'type': 'used' } as const);
        default:
            return value;
    }
}

