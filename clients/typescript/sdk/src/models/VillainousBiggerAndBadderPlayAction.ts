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

import { mapValues } from '../runtime';
import type { Words } from './Words';
import {
    WordsFromJSON,
    WordsFromJSONTyped,
    WordsToJSON,
    WordsToJSONTyped,
} from './Words';

/**
 * Disney Villainous: Bigger and Badder: Play this Ally or Item from your hand to this location.
 * @export
 * @interface VillainousBiggerAndBadderPlayAction
 */
export interface VillainousBiggerAndBadderPlayAction {
    /**
     * 
     */
    type: VillainousBiggerAndBadderPlayActionTypeEnum;
    /**
     * 
     */
    card: string;
    /**
     * 
     */
    location: string;
    /**
     * The id it was listed with (GET actions); optional and ignored on submit.
     */
    id?: string;
    /**
     * What the action does, for a person (listed actions; ignored on submit).
     */
    label?: Words;
    /**
     * A heading shared by the actions of this type, e.g. for a menu (listed actions; ignored on submit).
     */
    group?: string;
}


/**
 * @export
 */
export const VillainousBiggerAndBadderPlayActionTypeEnum = {
    Play: 'play',
} as const;
export type VillainousBiggerAndBadderPlayActionTypeEnum = typeof VillainousBiggerAndBadderPlayActionTypeEnum[keyof typeof VillainousBiggerAndBadderPlayActionTypeEnum];


/**
 * Check if a given object implements the VillainousBiggerAndBadderPlayAction interface.
 */
export function instanceOfVillainousBiggerAndBadderPlayAction(value: object): value is VillainousBiggerAndBadderPlayAction {
    if (!('type' in value) || value['type'] === undefined) return false;
    if (value['type'] !== 'play') return false;
    
    if (!('card' in value) || value['card'] === undefined) return false;
    if (!('location' in value) || value['location'] === undefined) return false;
    return true;
}

export function VillainousBiggerAndBadderPlayActionFromJSON(json: any): VillainousBiggerAndBadderPlayAction {
    return VillainousBiggerAndBadderPlayActionFromJSONTyped(json, false);
}

export function VillainousBiggerAndBadderPlayActionFromJSONTyped(json: any, ignoreDiscriminator: boolean): VillainousBiggerAndBadderPlayAction {
    if (json == null) {
        return json;
    }
    return {
        
        'type': json['type'],
        'card': json['card'],
        'location': json['location'],
        'id': json['id'] == null ? undefined : json['id'],
        'label': json['label'] == null ? undefined : WordsFromJSON(json['label']),
        'group': json['group'] == null ? undefined : json['group'],
    };
}

export function VillainousBiggerAndBadderPlayActionToJSON(json: any): VillainousBiggerAndBadderPlayAction {
    return VillainousBiggerAndBadderPlayActionToJSONTyped(json, false);
}

export function VillainousBiggerAndBadderPlayActionToJSONTyped(value?: VillainousBiggerAndBadderPlayAction | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'type': value['type'],
        'card': value['card'],
        'location': value['location'],
        'id': value['id'],
        'label': WordsToJSON(value['label']),
        'group': value['group'],
    };
}

