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
import type { PracticalGuideToEvilEvent } from './PracticalGuideToEvilEvent';
import {
    PracticalGuideToEvilEventFromJSON,
    PracticalGuideToEvilEventFromJSONTyped,
    PracticalGuideToEvilEventToJSON,
    PracticalGuideToEvilEventToJSONTyped,
} from './PracticalGuideToEvilEvent';
import type { PracticalGuideToEvilTableTriggersInner } from './PracticalGuideToEvilTableTriggersInner';
import {
    PracticalGuideToEvilTableTriggersInnerFromJSON,
    PracticalGuideToEvilTableTriggersInnerFromJSONTyped,
    PracticalGuideToEvilTableTriggersInnerToJSON,
    PracticalGuideToEvilTableTriggersInnerToJSONTyped,
} from './PracticalGuideToEvilTableTriggersInner';
import type { BadTrevorEvent } from './BadTrevorEvent';
import {
    BadTrevorEventFromJSON,
    BadTrevorEventFromJSONTyped,
    BadTrevorEventToJSON,
    BadTrevorEventToJSONTyped,
} from './BadTrevorEvent';
import type { RevengeOfTheBMovieFirstDealerEventRevealsInnerInner } from './RevengeOfTheBMovieFirstDealerEventRevealsInnerInner';
import {
    RevengeOfTheBMovieFirstDealerEventRevealsInnerInnerFromJSON,
    RevengeOfTheBMovieFirstDealerEventRevealsInnerInnerFromJSONTyped,
    RevengeOfTheBMovieFirstDealerEventRevealsInnerInnerToJSON,
    RevengeOfTheBMovieFirstDealerEventRevealsInnerInnerToJSONTyped,
} from './RevengeOfTheBMovieFirstDealerEventRevealsInnerInner';
import type { VillainousBiggerAndBadderEvent } from './VillainousBiggerAndBadderEvent';
import {
    VillainousBiggerAndBadderEventFromJSON,
    VillainousBiggerAndBadderEventFromJSONTyped,
    VillainousBiggerAndBadderEventToJSON,
    VillainousBiggerAndBadderEventToJSONTyped,
} from './VillainousBiggerAndBadderEvent';
import type { VillainousBiggerAndBadderMatchFinishedEventOutcome } from './VillainousBiggerAndBadderMatchFinishedEventOutcome';
import {
    VillainousBiggerAndBadderMatchFinishedEventOutcomeFromJSON,
    VillainousBiggerAndBadderMatchFinishedEventOutcomeFromJSONTyped,
    VillainousBiggerAndBadderMatchFinishedEventOutcomeToJSON,
    VillainousBiggerAndBadderMatchFinishedEventOutcomeToJSONTyped,
} from './VillainousBiggerAndBadderMatchFinishedEventOutcome';
import type { RevengeOfTheBMovieTableFilmsInnerCardsInner } from './RevengeOfTheBMovieTableFilmsInnerCardsInner';
import {
    RevengeOfTheBMovieTableFilmsInnerCardsInnerFromJSON,
    RevengeOfTheBMovieTableFilmsInnerCardsInnerFromJSONTyped,
    RevengeOfTheBMovieTableFilmsInnerCardsInnerToJSON,
    RevengeOfTheBMovieTableFilmsInnerCardsInnerToJSONTyped,
} from './RevengeOfTheBMovieTableFilmsInnerCardsInner';
import type { BadassForceEvent } from './BadassForceEvent';
import {
    BadassForceEventFromJSON,
    BadassForceEventFromJSONTyped,
    BadassForceEventToJSON,
    BadassForceEventToJSONTyped,
} from './BadassForceEvent';
import type { Words } from './Words';
import {
    WordsFromJSON,
    WordsFromJSONTyped,
    WordsToJSON,
    WordsToJSONTyped,
} from './Words';
import type { VillainousBiggerAndBadderWindowClosedEventPlayedInnerInner } from './VillainousBiggerAndBadderWindowClosedEventPlayedInnerInner';
import {
    VillainousBiggerAndBadderWindowClosedEventPlayedInnerInnerFromJSON,
    VillainousBiggerAndBadderWindowClosedEventPlayedInnerInnerFromJSONTyped,
    VillainousBiggerAndBadderWindowClosedEventPlayedInnerInnerToJSON,
    VillainousBiggerAndBadderWindowClosedEventPlayedInnerInnerToJSONTyped,
} from './VillainousBiggerAndBadderWindowClosedEventPlayedInnerInner';
import type { RevengeOfTheBMovieEvent } from './RevengeOfTheBMovieEvent';
import {
    RevengeOfTheBMovieEventFromJSON,
    RevengeOfTheBMovieEventFromJSONTyped,
    RevengeOfTheBMovieEventToJSON,
    RevengeOfTheBMovieEventToJSONTyped,
} from './RevengeOfTheBMovieEvent';

/**
 * 
 * @export
 * @interface WebhookDeliveryEventsInner
 */
export interface WebhookDeliveryEventsInner {
    /**
     * The event's id: the cursor of GET .../events.
     */
    id: number;
    /**
     * The match version the event led to.
     */
    version: number;
    /**
     * What happened, written for the caller and redacted like the event.
     */
    text: Words;
    /**
     * 
     */
    type: WebhookDeliveryEventsInnerTypeEnum;
    /**
     * 
     */
    game: string;
    /**
     * The seats asked.
     */
    seats: Array<number>;
    /**
     * The seed commitment.
     */
    seedHash: string;
    /**
     * 
     */
    seedSource: WebhookDeliveryEventsInnerSeedSourceEnum;
    /**
     * 
     */
    outcome: VillainousBiggerAndBadderMatchFinishedEventOutcome;
    /**
     * The shuffle seed, revealed.
     */
    seed: number;
    /**
     * The commitment's salt, revealed.
     */
    salt: string;
    /**
     * The seat whose realm (or hand, deck, pile) it is.
     */
    seat: number;
    /**
     * 
     */
    control: WebhookDeliveryEventsInnerControlEnum;
    /**
     * A bot standing in after a timeout: until the timed-out turn ends (on_timeout=bot_turn) or until the seat's token takes it back.
     */
    until?: WebhookDeliveryEventsInnerUntilEnum;
    /**
     * The decision that timed out.
     */
    prompt: string;
    /**
     * 
     */
    policy: WebhookDeliveryEventsInnerPolicyEnum;
    /**
     * The seat's new auto_pass setting: true, it passes every reaction window as it opens.
     */
    autoPass: boolean;
    /**
     * The first player, drawn by the seed.
     */
    first: number;
    /**
     * The direction of play from now on.
     */
    direction: WebhookDeliveryEventsInnerDirectionEnum;
    /**
     * The civilian asked for.
     */
    civilian: string;
    /**
     * Its whole hand, shown to all.
     */
    cards: Array<string>;
    /**
     * Whether a rescue option follows (carry on, reverse or demand): in play, with cards left and three or more players in.
     */
    option: boolean;
    /**
     * The seat whose realm (or hand, deck, pile) it is.
     */
    target: number;
    /**
     * Whether the target held it: then the pair is discarded and another option follows; a miss ends the go.
     */
    hit: boolean;
    /**
     * The position slammed, from 0.
     */
    position: number;
    /**
     * Whether it is face up.
     */
    faceUp: boolean;
    /**
     * The form put on top of Merlin's deck (known to all).
     */
    card: string;
    /**
     * The opposing Named.
     */
    defender: string;
    /**
     * How many cards, in an order only it knows.
     */
    count: number;
    /**
     * The seat that goes out, handing over its cards.
     */
    fromSeat: number;
    /**
     * The picked card's kind.
     */
    kind: WebhookDeliveryEventsInnerKindEnum;
    /**
     * The effect that did not happen.
     */
    effect: WebhookDeliveryEventsInnerEffectEnum;
    /**
     * Why the match ended: target (a player reached the money target in a selling phase), round_cap (the round cap was reached: the richest won), forfeit (a player resigned or timed out under on_timeout=forfeit: the richest of the others won).
     */
    reason: WebhookDeliveryEventsInnerReasonEnum;
    /**
     * The seat that takes them and the attack hand.
     */
    toSeat: number;
    /**
     * Your four opening cards. Only in that seat's own event.
     */
    hand?: Array<string>;
    /**
     * The window's instance (its frame id).
     */
    instance: number;
    /**
     * What it shouted.
     */
    shout: string;
    /**
     * Whether it was Bad Trevor.
     */
    correct: boolean;
    /**
     * For the seat going out only: the cards it handed over, sorted.
     */
    gave?: Array<string>;
    /**
     * For the taker only: the cards it received, sorted.
     */
    received?: Array<string>;
    /**
     * Its place: 1 for the first out.
     */
    place: number;
    /**
     * What emptied its hand.
     */
    how: WebhookDeliveryEventsInnerHowEnum;
    /**
     * The seven characters dealt to every seat.
     */
    cast: Array<string>;
    /**
     * Each seat's weapon, face up, by seat.
     */
    weapons: Array<string>;
    /**
     * The three weapons in the centre.
     */
    centre: Array<string>;
    /**
     * The new Loge. Only in that seat's own event.
     */
    loge?: string;
    /**
     * A character id (a key of the reference's characters).
     */
    character: string;
    /**
     * The round.
     */
    round: number;
    /**
     * 1: a Cool player's point while anyone is in Vengeance.
     */
    bonus: number;
    /**
     * The charge it was used at.
     */
    charge: number;
    /**
     * Points on the Badassometer.
     */
    score: number;
    /**
     * A change of weapon, the new weapon after an execution, or after an explosion (the top of the pile).
     */
    why: WebhookDeliveryEventsInnerWhyEnum;
    /**
     * The weapon it discarded.
     */
    discarded: string;
    /**
     * The weapon revealed into the centre; null if none.
     */
    revealed: string | null;
    /**
     * The empty pile was rebuilt from the shuffled discard pile first.
     */
    reshuffled: boolean;
    /**
     * A weapon card id (its kind and -1..-3).
     */
    weapon: string;
    /**
     * Where it was found.
     */
    fromZone: WebhookDeliveryEventsInnerFromZoneEnum;
    /**
     * How.
     */
    cause: WebhookDeliveryEventsInnerCauseEnum;
    /**
     * Extra points.
     */
    points: number;
    /**
     * The two dice.
     */
    dice: Array<WebhookDeliveryEventsInnerDiceEnum>;
    /**
     * Double red: the roller's charges are lost.
     */
    jammed: boolean;
    /**
     * Every seat's charge, by seat.
     */
    charges: Array<number>;
    /**
     * How. Only in that seat's own event.
     */
    answer?: WebhookDeliveryEventsInnerAnswerEnum;
    /**
     * Who denounced, clockwise from the announcer.
     */
    denouncers: Array<number>;
    /**
     * The denouncer involved (the first clockwise).
     */
    denouncerSeat: number;
    /**
     * The character it announced.
     */
    announced: string;
    /**
     * The shown character is not the one announced.
     */
    bluff: boolean;
    /**
     * The new mode.
     */
    mode: WebhookDeliveryEventsInnerModeEnum;
    /**
     * There was no one to aim at: nothing happened.
     */
    fizzled: boolean;
    /**
     * The winning seats: one at the target as printed; several only on a tie (under the richest variant, at the round cap, on a forfeit).
     */
    winners: Array<number>;
    /**
     * The seats still tied for the win on score, cards in hand and charges: no winner yet, since "a new game must be played to break the tie" (RULINGS F19); empty when there is a winner.
     */
    tied: Array<number>;
    /**
     * Each seat's score at the end.
     */
    scores: Array<number>;
    /**
     * Its turn number.
     */
    turn: number;
    /**
     * The Ally or Hero it is attached to.
     */
    host: string;
    /**
     * The cards the play or the use chooses, by card id: a Named (to shield, assassinate, duel, conquer, redeem, corrupt, or take from the discard pile), a Story (The Bard's Meddling), a Sword (Arthurian story), the two Villains of Evil turn on Evil (sorted); empty when it chooses none.
     */
    chosen: Array<string>;
    /**
     * Played from the discard pile (Find).
     */
    found: boolean;
    /**
     * The Aspect used: it now carries a marker.
     */
    aspect: string;
    /**
     * The Named of the seat that played the Duel.
     */
    champion: string;
    /**
     * The champion's strength, then the defender's.
     */
    strengths: Array<number>;
    /**
     * The film's owner.
     */
    owner: number;
    /**
     * The heir (a Named).
     */
    heir: string;
    /**
     * Head: the Villain joins you; tail: it is destroyed.
     */
    result: WebhookDeliveryEventsInnerResultEnum;
    /**
     * The Buzz tile's side now up.
     */
    side: WebhookDeliveryEventsInnerSideEnum;
    /**
     * The opponent it is linked to.
     */
    linked: number;
    /**
     * 
     */
    trigger: PracticalGuideToEvilTableTriggersInner;
    /**
     * Markers left.
     */
    left: number;
    /**
     * The cards dealt face up to find the first dealer, in rounds (a round more for players tied on the lowest first letter); they went back into the deck.
     */
    reveals: Array<Array<RevengeOfTheBMovieFirstDealerEventRevealsInnerInner>>;
    /**
     * Its dealer.
     */
    dealer: number;
    /**
     * A film title's id (f1, f2... in the order they were started).
     */
    film: string;
    /**
     * A card type, as the card is played (one of its printed types).
     */
    as: WebhookDeliveryEventsInnerAsEnum;
    /**
     * Its index in the title.
     */
    at: number;
    /**
     * The Monster it replaced, now discarded; null if none.
     */
    replaced: string | null;
    /**
     * The film's title: its cards in order, each with its type.
     */
    title: Array<RevengeOfTheBMovieTableFilmsInnerCardsInner>;
    /**
     * It hit 7 cards and wrapped by itself.
     */
    auto: boolean;
    /**
     * The film's cult value.
     */
    cult: number;
    /**
     * The die (d6): at or under the cult, it sells.
     */
    roll: number;
    /**
     * Sold: the film is discarded, paid.
     */
    sold: boolean;
    /**
     * Money in millions of dollars.
     */
    paid: number;
    /**
     * The seat's money after it, in $M.
     */
    money: number;
    /**
     * Who wins at the money target (the match's winner option): first (as printed: the first seller, in selling order from the dealer, to reach it wins at that moment), richest (a variant: the selling phase is played out and the richest of those at or over it win).
     */
    winner: WebhookDeliveryEventsInnerWinnerEnum;
    /**
     * Each seat's villain.
     */
    villains: Array<WebhookDeliveryEventsInnerVillainsEnum>;
    /**
     * Each seat's starting Power (0, 1, 2 in turn order).
     */
    power: Array<number>;
    /**
     * A location key of that realm's board.
     */
    location: string;
    /**
     * Its Power now.
     */
    total: number;
    /**
     * The Power paid.
     */
    cost: number;
    /**
     * The location it is at now.
     */
    toZone: string;
    /**
     * The Force Field discarded instead.
     */
    shield: string;
    /**
     * Which deck it was shuffled into.
     */
    deck: WebhookDeliveryEventsInnerDeckEnum;
    /**
     * A card id (instance id).
     */
    hero: string;
    /**
     * Card ids.
     */
    allies: Array<string>;
    /**
     * The Hero's Strength when vanquished.
     */
    strength: number;
    /**
     * What happened to the tile.
     */
    what: WebhookDeliveryEventsInnerWhatEnum;
    /**
     * What arose.
     */
    situation: WebhookDeliveryEventsInnerSituationEnum;
    /**
     * The Conditions played, [seat, card], in the order they resolve.
     */
    played: Array<Array<VillainousBiggerAndBadderWindowClosedEventPlayedInnerInner>>;
    /**
     * Strength tokens put on (negative: -1 tokens).
     */
    delta: number;
    /**
     * -1 tokens taken off (Bonnie's Toys).
     */
    removed?: boolean;
    /**
     * The form that took its place.
     */
    replacement: string;
}


/**
 * @export
 */
export const WebhookDeliveryEventsInnerTypeEnum = {
    Forfeit: 'forfeit',
    GameOver: 'game_over',
    HandRevealed: 'hand_revealed',
} as const;
export type WebhookDeliveryEventsInnerTypeEnum = typeof WebhookDeliveryEventsInnerTypeEnum[keyof typeof WebhookDeliveryEventsInnerTypeEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerSeedSourceEnum = {
    Creator: 'creator',
    Server: 'server',
} as const;
export type WebhookDeliveryEventsInnerSeedSourceEnum = typeof WebhookDeliveryEventsInnerSeedSourceEnum[keyof typeof WebhookDeliveryEventsInnerSeedSourceEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerControlEnum = {
    Bot: 'bot',
    Human: 'human',
} as const;
export type WebhookDeliveryEventsInnerControlEnum = typeof WebhookDeliveryEventsInnerControlEnum[keyof typeof WebhookDeliveryEventsInnerControlEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerUntilEnum = {
    TurnEnd: 'turn_end',
    TakenBack: 'taken_back',
} as const;
export type WebhookDeliveryEventsInnerUntilEnum = typeof WebhookDeliveryEventsInnerUntilEnum[keyof typeof WebhookDeliveryEventsInnerUntilEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerPolicyEnum = {
    Bot: 'bot',
    BotTurn: 'bot_turn',
    Forfeit: 'forfeit',
    Pass: 'pass',
} as const;
export type WebhookDeliveryEventsInnerPolicyEnum = typeof WebhookDeliveryEventsInnerPolicyEnum[keyof typeof WebhookDeliveryEventsInnerPolicyEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerDirectionEnum = {
    Clockwise: 'clockwise',
    Counterclockwise: 'counterclockwise',
} as const;
export type WebhookDeliveryEventsInnerDirectionEnum = typeof WebhookDeliveryEventsInnerDirectionEnum[keyof typeof WebhookDeliveryEventsInnerDirectionEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerKindEnum = {
    Civilian: 'civilian',
    Hero: 'hero',
    Villain: 'villain',
    Trevor: 'trevor',
} as const;
export type WebhookDeliveryEventsInnerKindEnum = typeof WebhookDeliveryEventsInnerKindEnum[keyof typeof WebhookDeliveryEventsInnerKindEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerEffectEnum = {
    DeadWeight: 'dead_weight',
    HandOff: 'hand_off',
    Lookout: 'lookout',
    MissTurn: 'miss_turn',
    Payback: 'payback',
    Quagmire: 'quagmire',
    QuickStrike: 'quick_strike',
    Spotlight: 'spotlight',
} as const;
export type WebhookDeliveryEventsInnerEffectEnum = typeof WebhookDeliveryEventsInnerEffectEnum[keyof typeof WebhookDeliveryEventsInnerEffectEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerReasonEnum = {
    Target: 'target',
    RoundCap: 'round_cap',
    Forfeit: 'forfeit',
} as const;
export type WebhookDeliveryEventsInnerReasonEnum = typeof WebhookDeliveryEventsInnerReasonEnum[keyof typeof WebhookDeliveryEventsInnerReasonEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerHowEnum = {
    Rescued: 'rescued',
    Demanded: 'demanded',
    AttackTaken: 'attack_taken',
    Kevin: 'kevin',
    Payback: 'payback',
    HandOff: 'hand_off',
    DeadWeight: 'dead_weight',
} as const;
export type WebhookDeliveryEventsInnerHowEnum = typeof WebhookDeliveryEventsInnerHowEnum[keyof typeof WebhookDeliveryEventsInnerHowEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerWhyEnum = {
    Swap: 'swap',
    Execute: 'execute',
    Explosion: 'explosion',
} as const;
export type WebhookDeliveryEventsInnerWhyEnum = typeof WebhookDeliveryEventsInnerWhyEnum[keyof typeof WebhookDeliveryEventsInnerWhyEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerFromZoneEnum = {
    Realm: 'realm',
    Discard: 'discard',
    Deck: 'deck',
} as const;
export type WebhookDeliveryEventsInnerFromZoneEnum = typeof WebhookDeliveryEventsInnerFromZoneEnum[keyof typeof WebhookDeliveryEventsInnerFromZoneEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerCauseEnum = {
    Weapon: 'weapon',
    Power: 'power',
    Denounce: 'denounce',
    Resisted: 'resisted',
    Explosion: 'explosion',
} as const;
export type WebhookDeliveryEventsInnerCauseEnum = typeof WebhookDeliveryEventsInnerCauseEnum[keyof typeof WebhookDeliveryEventsInnerCauseEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerDiceEnum = {
    Green: 'green',
    Yellow: 'yellow',
    Red: 'red',
} as const;
export type WebhookDeliveryEventsInnerDiceEnum = typeof WebhookDeliveryEventsInnerDiceEnum[keyof typeof WebhookDeliveryEventsInnerDiceEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerAnswerEnum = {
    Pass: 'pass',
    Condition: 'condition',
} as const;
export type WebhookDeliveryEventsInnerAnswerEnum = typeof WebhookDeliveryEventsInnerAnswerEnum[keyof typeof WebhookDeliveryEventsInnerAnswerEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerModeEnum = {
    Ask: 'ask',
    Auto: 'auto',
} as const;
export type WebhookDeliveryEventsInnerModeEnum = typeof WebhookDeliveryEventsInnerModeEnum[keyof typeof WebhookDeliveryEventsInnerModeEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerResultEnum = {
    Head: 'head',
    Tail: 'tail',
} as const;
export type WebhookDeliveryEventsInnerResultEnum = typeof WebhookDeliveryEventsInnerResultEnum[keyof typeof WebhookDeliveryEventsInnerResultEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerSideEnum = {
    Guardian: 'guardian',
    DemoMode: 'demo_mode',
} as const;
export type WebhookDeliveryEventsInnerSideEnum = typeof WebhookDeliveryEventsInnerSideEnum[keyof typeof WebhookDeliveryEventsInnerSideEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerAsEnum = {
    Introduction: 'introduction',
    MakeUp: 'make-up',
    SpecialFx: 'special-fx',
    Monster: 'monster',
    Finale: 'finale',
    Connection: 'connection',
} as const;
export type WebhookDeliveryEventsInnerAsEnum = typeof WebhookDeliveryEventsInnerAsEnum[keyof typeof WebhookDeliveryEventsInnerAsEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerWinnerEnum = {
    First: 'first',
    Richest: 'richest',
} as const;
export type WebhookDeliveryEventsInnerWinnerEnum = typeof WebhookDeliveryEventsInnerWinnerEnum[keyof typeof WebhookDeliveryEventsInnerWinnerEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerVillainsEnum = {
    Syndrome: 'syndrome',
    MadameMim: 'madame_mim',
    Lotso: 'lotso',
} as const;
export type WebhookDeliveryEventsInnerVillainsEnum = typeof WebhookDeliveryEventsInnerVillainsEnum[keyof typeof WebhookDeliveryEventsInnerVillainsEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerDeckEnum = {
    Merlin: 'merlin',
} as const;
export type WebhookDeliveryEventsInnerDeckEnum = typeof WebhookDeliveryEventsInnerDeckEnum[keyof typeof WebhookDeliveryEventsInnerDeckEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerWhatEnum = {
    Built: 'built',
    Removed: 'removed',
} as const;
export type WebhookDeliveryEventsInnerWhatEnum = typeof WebhookDeliveryEventsInnerWhatEnum[keyof typeof WebhookDeliveryEventsInnerWhatEnum];

/**
 * @export
 */
export const WebhookDeliveryEventsInnerSituationEnum = {
    Power: 'power',
    Discard: 'discard',
    Play: 'play',
    Vanquish: 'vanquish',
} as const;
export type WebhookDeliveryEventsInnerSituationEnum = typeof WebhookDeliveryEventsInnerSituationEnum[keyof typeof WebhookDeliveryEventsInnerSituationEnum];


/**
 * Check if a given object implements the WebhookDeliveryEventsInner interface.
 */
export function instanceOfWebhookDeliveryEventsInner(value: object): value is WebhookDeliveryEventsInner {
    if (!('id' in value) || value['id'] === undefined) return false;
    if (!('version' in value) || value['version'] === undefined) return false;
    if (!('text' in value) || value['text'] === undefined) return false;
    if (!('type' in value) || value['type'] === undefined) return false;
    if (!('game' in value) || value['game'] === undefined) return false;
    if (!('seats' in value) || value['seats'] === undefined) return false;
    if ((!('seedHash' in (value as Record<string, any>)) && !('seed_hash' in (value as Record<string, any>))) || ((value as Record<string, any>)['seedHash'] === undefined && (value as Record<string, any>)['seed_hash'] === undefined)) return false;
    if ((!('seedSource' in (value as Record<string, any>)) && !('seed_source' in (value as Record<string, any>))) || ((value as Record<string, any>)['seedSource'] === undefined && (value as Record<string, any>)['seed_source'] === undefined)) return false;
    if (!('outcome' in value) || value['outcome'] === undefined) return false;
    if (!('seed' in value) || value['seed'] === undefined) return false;
    if (!('salt' in value) || value['salt'] === undefined) return false;
    if (!('seat' in value) || value['seat'] === undefined) return false;
    if (!('control' in value) || value['control'] === undefined) return false;
    if (!('prompt' in value) || value['prompt'] === undefined) return false;
    if (!('policy' in value) || value['policy'] === undefined) return false;
    if ((!('autoPass' in (value as Record<string, any>)) && !('auto_pass' in (value as Record<string, any>))) || ((value as Record<string, any>)['autoPass'] === undefined && (value as Record<string, any>)['auto_pass'] === undefined)) return false;
    if (!('first' in value) || value['first'] === undefined) return false;
    if (!('direction' in value) || value['direction'] === undefined) return false;
    if (!('civilian' in value) || value['civilian'] === undefined) return false;
    if (!('cards' in value) || value['cards'] === undefined) return false;
    if (!('option' in value) || value['option'] === undefined) return false;
    if (!('target' in value) || value['target'] === undefined) return false;
    if (!('hit' in value) || value['hit'] === undefined) return false;
    if (!('position' in value) || value['position'] === undefined) return false;
    if ((!('faceUp' in (value as Record<string, any>)) && !('face_up' in (value as Record<string, any>))) || ((value as Record<string, any>)['faceUp'] === undefined && (value as Record<string, any>)['face_up'] === undefined)) return false;
    if (!('card' in value) || value['card'] === undefined) return false;
    if (!('defender' in value) || value['defender'] === undefined) return false;
    if (!('count' in value) || value['count'] === undefined) return false;
    if ((!('fromSeat' in (value as Record<string, any>)) && !('from_seat' in (value as Record<string, any>))) || ((value as Record<string, any>)['fromSeat'] === undefined && (value as Record<string, any>)['from_seat'] === undefined)) return false;
    if (!('kind' in value) || value['kind'] === undefined) return false;
    if (!('effect' in value) || value['effect'] === undefined) return false;
    if (!('reason' in value) || value['reason'] === undefined) return false;
    if ((!('toSeat' in (value as Record<string, any>)) && !('to_seat' in (value as Record<string, any>))) || ((value as Record<string, any>)['toSeat'] === undefined && (value as Record<string, any>)['to_seat'] === undefined)) return false;
    if (!('instance' in value) || value['instance'] === undefined) return false;
    if (!('shout' in value) || value['shout'] === undefined) return false;
    if (!('correct' in value) || value['correct'] === undefined) return false;
    if (!('place' in value) || value['place'] === undefined) return false;
    if (!('how' in value) || value['how'] === undefined) return false;
    if (!('cast' in value) || value['cast'] === undefined) return false;
    if (!('weapons' in value) || value['weapons'] === undefined) return false;
    if (!('centre' in value) || value['centre'] === undefined) return false;
    if (!('character' in value) || value['character'] === undefined) return false;
    if (!('round' in value) || value['round'] === undefined) return false;
    if (!('bonus' in value) || value['bonus'] === undefined) return false;
    if (!('charge' in value) || value['charge'] === undefined) return false;
    if (!('score' in value) || value['score'] === undefined) return false;
    if (!('why' in value) || value['why'] === undefined) return false;
    if (!('discarded' in value) || value['discarded'] === undefined) return false;
    if (!('revealed' in value) || value['revealed'] === undefined) return false;
    if (!('reshuffled' in value) || value['reshuffled'] === undefined) return false;
    if (!('weapon' in value) || value['weapon'] === undefined) return false;
    if ((!('fromZone' in (value as Record<string, any>)) && !('from_zone' in (value as Record<string, any>))) || ((value as Record<string, any>)['fromZone'] === undefined && (value as Record<string, any>)['from_zone'] === undefined)) return false;
    if (!('cause' in value) || value['cause'] === undefined) return false;
    if (!('points' in value) || value['points'] === undefined) return false;
    if (!('dice' in value) || value['dice'] === undefined) return false;
    if (!('jammed' in value) || value['jammed'] === undefined) return false;
    if (!('charges' in value) || value['charges'] === undefined) return false;
    if (!('denouncers' in value) || value['denouncers'] === undefined) return false;
    if ((!('denouncerSeat' in (value as Record<string, any>)) && !('denouncer_seat' in (value as Record<string, any>))) || ((value as Record<string, any>)['denouncerSeat'] === undefined && (value as Record<string, any>)['denouncer_seat'] === undefined)) return false;
    if (!('announced' in value) || value['announced'] === undefined) return false;
    if (!('bluff' in value) || value['bluff'] === undefined) return false;
    if (!('mode' in value) || value['mode'] === undefined) return false;
    if (!('fizzled' in value) || value['fizzled'] === undefined) return false;
    if (!('winners' in value) || value['winners'] === undefined) return false;
    if (!('tied' in value) || value['tied'] === undefined) return false;
    if (!('scores' in value) || value['scores'] === undefined) return false;
    if (!('turn' in value) || value['turn'] === undefined) return false;
    if (!('host' in value) || value['host'] === undefined) return false;
    if (!('chosen' in value) || value['chosen'] === undefined) return false;
    if (!('found' in value) || value['found'] === undefined) return false;
    if (!('aspect' in value) || value['aspect'] === undefined) return false;
    if (!('champion' in value) || value['champion'] === undefined) return false;
    if (!('strengths' in value) || value['strengths'] === undefined) return false;
    if (!('owner' in value) || value['owner'] === undefined) return false;
    if (!('heir' in value) || value['heir'] === undefined) return false;
    if (!('result' in value) || value['result'] === undefined) return false;
    if (!('side' in value) || value['side'] === undefined) return false;
    if (!('linked' in value) || value['linked'] === undefined) return false;
    if (!('trigger' in value) || value['trigger'] === undefined) return false;
    if (!('left' in value) || value['left'] === undefined) return false;
    if (!('reveals' in value) || value['reveals'] === undefined) return false;
    if (!('dealer' in value) || value['dealer'] === undefined) return false;
    if (!('film' in value) || value['film'] === undefined) return false;
    if (!('as' in value) || value['as'] === undefined) return false;
    if (!('at' in value) || value['at'] === undefined) return false;
    if (!('replaced' in value) || value['replaced'] === undefined) return false;
    if (!('title' in value) || value['title'] === undefined) return false;
    if (!('auto' in value) || value['auto'] === undefined) return false;
    if (!('cult' in value) || value['cult'] === undefined) return false;
    if (!('roll' in value) || value['roll'] === undefined) return false;
    if (!('sold' in value) || value['sold'] === undefined) return false;
    if (!('paid' in value) || value['paid'] === undefined) return false;
    if (!('money' in value) || value['money'] === undefined) return false;
    if (!('winner' in value) || value['winner'] === undefined) return false;
    if (!('villains' in value) || value['villains'] === undefined) return false;
    if (!('power' in value) || value['power'] === undefined) return false;
    if (!('location' in value) || value['location'] === undefined) return false;
    if (!('total' in value) || value['total'] === undefined) return false;
    if (!('cost' in value) || value['cost'] === undefined) return false;
    if ((!('toZone' in (value as Record<string, any>)) && !('to_zone' in (value as Record<string, any>))) || ((value as Record<string, any>)['toZone'] === undefined && (value as Record<string, any>)['to_zone'] === undefined)) return false;
    if (!('shield' in value) || value['shield'] === undefined) return false;
    if (!('deck' in value) || value['deck'] === undefined) return false;
    if (value['deck'] !== 'merlin') return false;
    
    if (!('hero' in value) || value['hero'] === undefined) return false;
    if (!('allies' in value) || value['allies'] === undefined) return false;
    if (!('strength' in value) || value['strength'] === undefined) return false;
    if (!('what' in value) || value['what'] === undefined) return false;
    if (!('situation' in value) || value['situation'] === undefined) return false;
    if (!('played' in value) || value['played'] === undefined) return false;
    if (!('delta' in value) || value['delta'] === undefined) return false;
    if (!('replacement' in value) || value['replacement'] === undefined) return false;
    return true;
}

export function WebhookDeliveryEventsInnerFromJSON(json: any): WebhookDeliveryEventsInner {
    return WebhookDeliveryEventsInnerFromJSONTyped(json, false);
}

export function WebhookDeliveryEventsInnerFromJSONTyped(json: any, ignoreDiscriminator: boolean): WebhookDeliveryEventsInner {
    if (json == null) {
        return json;
    }
    return {
        
        'id': json['id'],
        'version': json['version'],
        'text': WordsFromJSON(json['text']),
        'type': json['type'],
        'game': json['game'],
        'seats': json['seats'],
        'seedHash': json['seed_hash'],
        'seedSource': json['seed_source'],
        'outcome': VillainousBiggerAndBadderMatchFinishedEventOutcomeFromJSON(json['outcome']),
        'seed': json['seed'],
        'salt': json['salt'],
        'seat': json['seat'],
        'control': json['control'],
        'until': json['until'] == null ? undefined : json['until'],
        'prompt': json['prompt'],
        'policy': json['policy'],
        'autoPass': json['auto_pass'],
        'first': json['first'],
        'direction': json['direction'],
        'civilian': json['civilian'],
        'cards': json['cards'],
        'option': json['option'],
        'target': json['target'],
        'hit': json['hit'],
        'position': json['position'],
        'faceUp': json['face_up'],
        'card': json['card'],
        'defender': json['defender'],
        'count': json['count'],
        'fromSeat': json['from_seat'],
        'kind': json['kind'],
        'effect': json['effect'],
        'reason': json['reason'],
        'toSeat': json['to_seat'],
        'hand': json['hand'] == null ? undefined : json['hand'],
        'instance': json['instance'],
        'shout': json['shout'],
        'correct': json['correct'],
        'gave': json['gave'] == null ? undefined : json['gave'],
        'received': json['received'] == null ? undefined : json['received'],
        'place': json['place'],
        'how': json['how'],
        'cast': json['cast'],
        'weapons': json['weapons'],
        'centre': json['centre'],
        'loge': json['loge'] == null ? undefined : json['loge'],
        'character': json['character'],
        'round': json['round'],
        'bonus': json['bonus'],
        'charge': json['charge'],
        'score': json['score'],
        'why': json['why'],
        'discarded': json['discarded'],
        'revealed': json['revealed'],
        'reshuffled': json['reshuffled'],
        'weapon': json['weapon'],
        'fromZone': json['from_zone'],
        'cause': json['cause'],
        'points': json['points'],
        'dice': json['dice'],
        'jammed': json['jammed'],
        'charges': json['charges'],
        'answer': json['answer'] == null ? undefined : json['answer'],
        'denouncers': json['denouncers'],
        'denouncerSeat': json['denouncer_seat'],
        'announced': json['announced'],
        'bluff': json['bluff'],
        'mode': json['mode'],
        'fizzled': json['fizzled'],
        'winners': json['winners'],
        'tied': json['tied'],
        'scores': json['scores'],
        'turn': json['turn'],
        'host': json['host'],
        'chosen': json['chosen'],
        'found': json['found'],
        'aspect': json['aspect'],
        'champion': json['champion'],
        'strengths': json['strengths'],
        'owner': json['owner'],
        'heir': json['heir'],
        'result': json['result'],
        'side': json['side'],
        'linked': json['linked'],
        'trigger': PracticalGuideToEvilTableTriggersInnerFromJSON(json['trigger']),
        'left': json['left'],
        'reveals': json['reveals'],
        'dealer': json['dealer'],
        'film': json['film'],
        'as': json['as'],
        'at': json['at'],
        'replaced': json['replaced'],
        'title': ((json['title'] as Array<any>).map(RevengeOfTheBMovieTableFilmsInnerCardsInnerFromJSON)),
        'auto': json['auto'],
        'cult': json['cult'],
        'roll': json['roll'],
        'sold': json['sold'],
        'paid': json['paid'],
        'money': json['money'],
        'winner': json['winner'],
        'villains': json['villains'],
        'power': json['power'],
        'location': json['location'],
        'total': json['total'],
        'cost': json['cost'],
        'toZone': json['to_zone'],
        'shield': json['shield'],
        'deck': json['deck'],
        'hero': json['hero'],
        'allies': json['allies'],
        'strength': json['strength'],
        'what': json['what'],
        'situation': json['situation'],
        'played': json['played'],
        'delta': json['delta'],
        'removed': json['removed'] == null ? undefined : json['removed'],
        'replacement': json['replacement'],
    };
}

export function WebhookDeliveryEventsInnerToJSON(json: any): WebhookDeliveryEventsInner {
    return WebhookDeliveryEventsInnerToJSONTyped(json, false);
}

export function WebhookDeliveryEventsInnerToJSONTyped(value?: WebhookDeliveryEventsInner | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'id': value['id'],
        'version': value['version'],
        'text': WordsToJSON(value['text']),
        'type': value['type'],
        'game': value['game'],
        'seats': value['seats'],
        'seed_hash': value['seedHash'],
        'seed_source': value['seedSource'],
        'outcome': VillainousBiggerAndBadderMatchFinishedEventOutcomeToJSON(value['outcome']),
        'seed': value['seed'],
        'salt': value['salt'],
        'seat': value['seat'],
        'control': value['control'],
        'until': value['until'],
        'prompt': value['prompt'],
        'policy': value['policy'],
        'auto_pass': value['autoPass'],
        'first': value['first'],
        'direction': value['direction'],
        'civilian': value['civilian'],
        'cards': value['cards'],
        'option': value['option'],
        'target': value['target'],
        'hit': value['hit'],
        'position': value['position'],
        'face_up': value['faceUp'],
        'card': value['card'],
        'defender': value['defender'],
        'count': value['count'],
        'from_seat': value['fromSeat'],
        'kind': value['kind'],
        'effect': value['effect'],
        'reason': value['reason'],
        'to_seat': value['toSeat'],
        'hand': value['hand'],
        'instance': value['instance'],
        'shout': value['shout'],
        'correct': value['correct'],
        'gave': value['gave'],
        'received': value['received'],
        'place': value['place'],
        'how': value['how'],
        'cast': value['cast'],
        'weapons': value['weapons'],
        'centre': value['centre'],
        'loge': value['loge'],
        'character': value['character'],
        'round': value['round'],
        'bonus': value['bonus'],
        'charge': value['charge'],
        'score': value['score'],
        'why': value['why'],
        'discarded': value['discarded'],
        'revealed': value['revealed'],
        'reshuffled': value['reshuffled'],
        'weapon': value['weapon'],
        'from_zone': value['fromZone'],
        'cause': value['cause'],
        'points': value['points'],
        'dice': value['dice'],
        'jammed': value['jammed'],
        'charges': value['charges'],
        'answer': value['answer'],
        'denouncers': value['denouncers'],
        'denouncer_seat': value['denouncerSeat'],
        'announced': value['announced'],
        'bluff': value['bluff'],
        'mode': value['mode'],
        'fizzled': value['fizzled'],
        'winners': value['winners'],
        'tied': value['tied'],
        'scores': value['scores'],
        'turn': value['turn'],
        'host': value['host'],
        'chosen': value['chosen'],
        'found': value['found'],
        'aspect': value['aspect'],
        'champion': value['champion'],
        'strengths': value['strengths'],
        'owner': value['owner'],
        'heir': value['heir'],
        'result': value['result'],
        'side': value['side'],
        'linked': value['linked'],
        'trigger': PracticalGuideToEvilTableTriggersInnerToJSON(value['trigger']),
        'left': value['left'],
        'reveals': value['reveals'],
        'dealer': value['dealer'],
        'film': value['film'],
        'as': value['as'],
        'at': value['at'],
        'replaced': value['replaced'],
        'title': ((value['title'] as Array<any>).map(RevengeOfTheBMovieTableFilmsInnerCardsInnerToJSON)),
        'auto': value['auto'],
        'cult': value['cult'],
        'roll': value['roll'],
        'sold': value['sold'],
        'paid': value['paid'],
        'money': value['money'],
        'winner': value['winner'],
        'villains': value['villains'],
        'power': value['power'],
        'location': value['location'],
        'total': value['total'],
        'cost': value['cost'],
        'to_zone': value['toZone'],
        'shield': value['shield'],
        'deck': value['deck'],
        'hero': value['hero'],
        'allies': value['allies'],
        'strength': value['strength'],
        'what': value['what'],
        'situation': value['situation'],
        'played': value['played'],
        'delta': value['delta'],
        'removed': value['removed'],
        'replacement': value['replacement'],
    };
}

