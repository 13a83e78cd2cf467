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
import type { VillainousBiggerAndBadderTableStackInner } from './VillainousBiggerAndBadderTableStackInner';
import {
    VillainousBiggerAndBadderTableStackInnerFromJSON,
    VillainousBiggerAndBadderTableStackInnerFromJSONTyped,
    VillainousBiggerAndBadderTableStackInnerToJSON,
    VillainousBiggerAndBadderTableStackInnerToJSONTyped,
} from './VillainousBiggerAndBadderTableStackInner';
import type { VillainousBiggerAndBadderTableMerlin } from './VillainousBiggerAndBadderTableMerlin';
import {
    VillainousBiggerAndBadderTableMerlinFromJSON,
    VillainousBiggerAndBadderTableMerlinFromJSONTyped,
    VillainousBiggerAndBadderTableMerlinToJSON,
    VillainousBiggerAndBadderTableMerlinToJSONTyped,
} from './VillainousBiggerAndBadderTableMerlin';
import type { VillainousBiggerAndBadderTableBuzz } from './VillainousBiggerAndBadderTableBuzz';
import {
    VillainousBiggerAndBadderTableBuzzFromJSON,
    VillainousBiggerAndBadderTableBuzzFromJSONTyped,
    VillainousBiggerAndBadderTableBuzzToJSON,
    VillainousBiggerAndBadderTableBuzzToJSONTyped,
} from './VillainousBiggerAndBadderTableBuzz';
import type { VillainousBiggerAndBadderTableOmnidroid } from './VillainousBiggerAndBadderTableOmnidroid';
import {
    VillainousBiggerAndBadderTableOmnidroidFromJSON,
    VillainousBiggerAndBadderTableOmnidroidFromJSONTyped,
    VillainousBiggerAndBadderTableOmnidroidToJSON,
    VillainousBiggerAndBadderTableOmnidroidToJSONTyped,
} from './VillainousBiggerAndBadderTableOmnidroid';
import type { VillainousBiggerAndBadderTableRealmsInner } from './VillainousBiggerAndBadderTableRealmsInner';
import {
    VillainousBiggerAndBadderTableRealmsInnerFromJSON,
    VillainousBiggerAndBadderTableRealmsInnerFromJSONTyped,
    VillainousBiggerAndBadderTableRealmsInnerToJSON,
    VillainousBiggerAndBadderTableRealmsInnerToJSONTyped,
} from './VillainousBiggerAndBadderTableRealmsInner';

/**
 * Disney Villainous: Bigger and Badder: the table.
 * @export
 * @interface VillainousBiggerAndBadderTable
 */
export interface VillainousBiggerAndBadderTable {
    /**
     * Each seat's villain, by seat.
     */
    villains: Array<VillainousBiggerAndBadderTableVillainsEnum>;
    /**
     * The first player: rounds start with it.
     */
    first: number;
    /**
     * Whose turn it is.
     */
    current: number;
    /**
     * The round, from 1.
     */
    round: number;
    /**
     * move (the current player moves its mover), act (it acts), over.
     */
    step: VillainousBiggerAndBadderTableStepEnum;
    /**
     * Each seat's Power.
     */
    power: Array<number>;
    /**
     * Each seat's hand size.
     */
    handCounts: Array<number>;
    /**
     * Each seat's Villain deck size.
     */
    deckCounts: Array<number>;
    /**
     * Each seat's Villain discard pile, face up, oldest first.
     */
    discards: Array<Array<string>>;
    /**
     * Each seat's Fate deck size.
     */
    fateDeckCounts: Array<number>;
    /**
     * Each seat's Fate discard pile, face up, oldest first.
     */
    fateDiscards: Array<Array<string>>;
    /**
     * Each seat's realm, by seat.
     */
    realms: Array<VillainousBiggerAndBadderTableRealmsInner>;
    /**
     * Each attached Item, mapped to the Ally or Hero it is under.
     */
    attached: { [key: string]: string; };
    /**
     * Strength tokens on cards.
     */
    tokens: { [key: string]: Array<number>; };
    /**
     * Cards whose Strength is 0 while they stay in their realm.
     */
    zeroed: Array<string>;
    /**
     * The current player's action symbols used this turn (its legal actions say what is left).
     */
    used: Array<string>;
    /**
     * Fate cards revealed by the Fate action being resolved.
     */
    revealed: Array<string>;
    /**
     * Effects and Conditions being resolved (then discarded).
     */
    resolving: Array<string>;
    /**
     * 
     */
    omnidroid: VillainousBiggerAndBadderTableOmnidroid | null;
    /**
     * 
     */
    merlin: VillainousBiggerAndBadderTableMerlin | null;
    /**
     * 
     */
    buzz: VillainousBiggerAndBadderTableBuzz | null;
    /**
     * What interrupts the turn (RULINGS V22-V24).
     */
    stack: Array<VillainousBiggerAndBadderTableStackInner>;
    /**
     * Each seat's Condition mode: true for auto (V25).
     */
    auto: Array<boolean>;
    /**
     * The winning seats; null while the match runs.
     */
    winners: Array<number> | null;
    /**
     * Why it ended; null while the match runs.
     */
    reason: VillainousBiggerAndBadderTableReasonEnum | null;
    /**
     * Your hand, sorted. Only in a seat's own view.
     */
    hand?: Array<string>;
    /**
     * What you looked at ('look at'): <deck>:<seat> (villain, fate or merlin) -> the top cards, top first, as far as you know them. Only in a seat's own view.
     */
    known?: { [key: string]: Array<string>; };
}


/**
 * @export
 */
export const VillainousBiggerAndBadderTableVillainsEnum = {
    Syndrome: 'syndrome',
    MadameMim: 'madame_mim',
    Lotso: 'lotso',
} as const;
export type VillainousBiggerAndBadderTableVillainsEnum = typeof VillainousBiggerAndBadderTableVillainsEnum[keyof typeof VillainousBiggerAndBadderTableVillainsEnum];

/**
 * @export
 */
export const VillainousBiggerAndBadderTableStepEnum = {
    Move: 'move',
    Act: 'act',
    Over: 'over',
} as const;
export type VillainousBiggerAndBadderTableStepEnum = typeof VillainousBiggerAndBadderTableStepEnum[keyof typeof VillainousBiggerAndBadderTableStepEnum];

/**
 * @export
 */
export const VillainousBiggerAndBadderTableReasonEnum = {
    Objective: 'objective',
    RoundCap: 'round_cap',
    Forfeit: 'forfeit',
} as const;
export type VillainousBiggerAndBadderTableReasonEnum = typeof VillainousBiggerAndBadderTableReasonEnum[keyof typeof VillainousBiggerAndBadderTableReasonEnum];


/**
 * Check if a given object implements the VillainousBiggerAndBadderTable interface.
 */
export function instanceOfVillainousBiggerAndBadderTable(value: object): value is VillainousBiggerAndBadderTable {
    if (!('villains' in value) || value['villains'] === undefined) return false;
    if (!('first' in value) || value['first'] === undefined) return false;
    if (!('current' in value) || value['current'] === undefined) return false;
    if (!('round' in value) || value['round'] === undefined) return false;
    if (!('step' in value) || value['step'] === undefined) return false;
    if (!('power' in value) || value['power'] === undefined) return false;
    if ((!('handCounts' in (value as Record<string, any>)) && !('hand_counts' in (value as Record<string, any>))) || ((value as Record<string, any>)['handCounts'] === undefined && (value as Record<string, any>)['hand_counts'] === undefined)) return false;
    if ((!('deckCounts' in (value as Record<string, any>)) && !('deck_counts' in (value as Record<string, any>))) || ((value as Record<string, any>)['deckCounts'] === undefined && (value as Record<string, any>)['deck_counts'] === undefined)) return false;
    if (!('discards' in value) || value['discards'] === undefined) return false;
    if ((!('fateDeckCounts' in (value as Record<string, any>)) && !('fate_deck_counts' in (value as Record<string, any>))) || ((value as Record<string, any>)['fateDeckCounts'] === undefined && (value as Record<string, any>)['fate_deck_counts'] === undefined)) return false;
    if ((!('fateDiscards' in (value as Record<string, any>)) && !('fate_discards' in (value as Record<string, any>))) || ((value as Record<string, any>)['fateDiscards'] === undefined && (value as Record<string, any>)['fate_discards'] === undefined)) return false;
    if (!('realms' in value) || value['realms'] === undefined) return false;
    if (!('attached' in value) || value['attached'] === undefined) return false;
    if (!('tokens' in value) || value['tokens'] === undefined) return false;
    if (!('zeroed' in value) || value['zeroed'] === undefined) return false;
    if (!('used' in value) || value['used'] === undefined) return false;
    if (!('revealed' in value) || value['revealed'] === undefined) return false;
    if (!('resolving' in value) || value['resolving'] === undefined) return false;
    if (!('omnidroid' in value) || value['omnidroid'] === undefined) return false;
    if (!('merlin' in value) || value['merlin'] === undefined) return false;
    if (!('buzz' in value) || value['buzz'] === undefined) return false;
    if (!('stack' in value) || value['stack'] === undefined) return false;
    if (!('auto' in value) || value['auto'] === undefined) return false;
    if (!('winners' in value) || value['winners'] === undefined) return false;
    if (!('reason' in value) || value['reason'] === undefined) return false;
    return true;
}

export function VillainousBiggerAndBadderTableFromJSON(json: any): VillainousBiggerAndBadderTable {
    return VillainousBiggerAndBadderTableFromJSONTyped(json, false);
}

export function VillainousBiggerAndBadderTableFromJSONTyped(json: any, ignoreDiscriminator: boolean): VillainousBiggerAndBadderTable {
    if (json == null) {
        return json;
    }
    return {
        
        'villains': json['villains'],
        'first': json['first'],
        'current': json['current'],
        'round': json['round'],
        'step': json['step'],
        'power': json['power'],
        'handCounts': json['hand_counts'],
        'deckCounts': json['deck_counts'],
        'discards': json['discards'],
        'fateDeckCounts': json['fate_deck_counts'],
        'fateDiscards': json['fate_discards'],
        'realms': ((json['realms'] as Array<any>).map(VillainousBiggerAndBadderTableRealmsInnerFromJSON)),
        'attached': json['attached'],
        'tokens': json['tokens'],
        'zeroed': json['zeroed'],
        'used': json['used'],
        'revealed': json['revealed'],
        'resolving': json['resolving'],
        'omnidroid': VillainousBiggerAndBadderTableOmnidroidFromJSON(json['omnidroid']),
        'merlin': VillainousBiggerAndBadderTableMerlinFromJSON(json['merlin']),
        'buzz': VillainousBiggerAndBadderTableBuzzFromJSON(json['buzz']),
        'stack': ((json['stack'] as Array<any>).map(VillainousBiggerAndBadderTableStackInnerFromJSON)),
        'auto': json['auto'],
        'winners': json['winners'] == null ? null : json['winners'],
        'reason': json['reason'],
        'hand': json['hand'] == null ? undefined : json['hand'],
        'known': json['known'] == null ? undefined : json['known'],
    };
}

export function VillainousBiggerAndBadderTableToJSON(json: any): VillainousBiggerAndBadderTable {
    return VillainousBiggerAndBadderTableToJSONTyped(json, false);
}

export function VillainousBiggerAndBadderTableToJSONTyped(value?: VillainousBiggerAndBadderTable | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'villains': value['villains'],
        'first': value['first'],
        'current': value['current'],
        'round': value['round'],
        'step': value['step'],
        'power': value['power'],
        'hand_counts': value['handCounts'],
        'deck_counts': value['deckCounts'],
        'discards': value['discards'],
        'fate_deck_counts': value['fateDeckCounts'],
        'fate_discards': value['fateDiscards'],
        'realms': ((value['realms'] as Array<any>).map(VillainousBiggerAndBadderTableRealmsInnerToJSON)),
        'attached': value['attached'],
        'tokens': value['tokens'],
        'zeroed': value['zeroed'],
        'used': value['used'],
        'revealed': value['revealed'],
        'resolving': value['resolving'],
        'omnidroid': VillainousBiggerAndBadderTableOmnidroidToJSON(value['omnidroid']),
        'merlin': VillainousBiggerAndBadderTableMerlinToJSON(value['merlin']),
        'buzz': VillainousBiggerAndBadderTableBuzzToJSON(value['buzz']),
        'stack': ((value['stack'] as Array<any>).map(VillainousBiggerAndBadderTableStackInnerToJSON)),
        'auto': value['auto'],
        'winners': value['winners'],
        'reason': value['reason'],
        'hand': value['hand'],
        'known': value['known'],
    };
}

