/* tslint:disable */
/* eslint-disable */
/**
 * Croupier
 * Turn-based, hidden-information card games over HTTP.  ## Error codes  Every error is `{\"code\", \"message\", \"details\"}` with one of:  | code | status | meaning | |---|---|---| | `bad_request` | 400 | Not well-formed HTTP, or a request the API cannot read. | | `malformed_json` | 400 | Not JSON (UTF-8, no NaN or Infinity, nested 32 deep at most). | | `unsupported_media_type` | 415 | Send the body as application/json. | | `payload_too_large` | 413 | The body is over 64 KiB. | | `request_line_too_long` | 414 | The request line (method, path, query) is too long. | | `headers_too_large` | 431 | Too many header fields, or one too large. | | `request_timeout` | 408 | The request body did not arrive in time. | | `expectation_failed` | 417 | Only Expect: 100-continue is served. | | `unsupported_transfer_coding` | 501 | A transfer coding the server does not implement. | | `invalid_request` | 422 | A field or parameter is missing, unknown or out of range: see details.fields. | | `repeated_parameter` | 422 | A query parameter was given more than once. | | `not_found` | 404 | No such path. | | `method_not_allowed` | 405 | The path does not take this method (see Allow). | | `not_acceptable` | 406 | The API answers application/json only. | | `forbidden` | 403 | Forbidden (e.g. a proxy request the server will not forward). | | `unauthorized` | 401 | Authentication is needed. | | `conflict` | 409 | The request conflicts with the state of the resource. | | `missing_token` | 401 | This request needs a seat token (Authorization: Bearer ...). | | `invalid_token` | 401 | The seat token is not one of this match\'s. | | `invalid_ticket` | 401 | The stream ticket is unknown, expired or already used. | | `missing_app_key` | 401 | This request needs an app key (Authorization: Bearer ck_...). | | `invalid_app_key` | 401 | The app key is unknown or revoked. | | `not_your_match` | 403 | Only the app that created the match may do this. | | `not_a_human_seat` | 422 | That seat does not exist, is a bot\'s, or is still open. | | `unclaimable_seats` | 422 | Open seats need an app key or \"invite\": true; an invite needs an open seat. | | `invalid_invite` | 403 | Not the match\'s invite code, or the match takes no invites. | | `not_an_open_seat` | 422 | That seat was not created open (details.open_seats). | | `seat_taken` | 409 | Another claim took that seat first (details.open_seats). | | `match_started` | 409 | The match has started: it has no open seat. | | `match_not_started` | 409 | Seats are still open: nothing is played before the start. | | `unknown_match` | 404 | No match has this id (or it expired). | | `unknown_game` | 422 | No game has this id: see GET /v1/games. | | `invalid_seats` | 422 | A seat count outside the game\'s range, or bad seat control. | | `invalid_options` | 422 | An option the game does not take, or a bad value. | | `unknown_strategy` | 422 | A bot strategy the game does not offer. | | `client_seed_refused` | 403 | This deployment draws every seed itself: leave seed out. | | `match_not_finished` | 409 | Only a finished match is exported or replayed (its seed is secret). | | `webhook_url_refused` | 422 | The webhook URL is not http(s), carries credentials, does not resolve, or resolves to a non-public address (details.reason). | | `no_webhook` | 404 | This match has no webhook. | | `not_your_turn` | 403 | This seat holds no open decision now. | | `illegal_action` | 422 | The action is not legal here: details.reason says why. | | `stale_version` | 409 | If-Match named a version the match moved past (details.current_version). | | `match_finished` | 409 | The match is over (details.outcome). | | `system_pending` | 409 | A deadline passed or a rule is due: the system acts first; retry. | | `control_changes_exhausted` | 409 | This seat changed control as often as a match allows. | | `idempotency_key_reused` | 422 | This Idempotency-Key was used for another request. | | `idempotency_in_progress` | 409 | A request under this Idempotency-Key is in flight; retry. | | `idempotency_key_not_uuid4` | 422 | An invite claim\'s Idempotency-Key must be a random UUID (version 4): it is the claimer\'s secret. | | `rule_error` | 422 | A rule refused the request (a code of its own is given when known). | | `too_many_active_matches` | 409 | The app has as many matches open or active as it may (details.limit): let one finish first. | | `rate_limited` | 429 | Over a rate limit: details.key names it, details.retry_after (and Retry-After) says in how many seconds to retry. | | `too_many_streams` | 429 | The address, seat or app (details.key) holds as many open streams as it may (details.limit): close one (Retry-After). | | `streams_at_capacity` | 503 | This API process holds as many streams and long polls as it may: retry, or reach another (Retry-After). | | `redis_unavailable` | 503 | The match store does not answer (Retry-After). | | `redis_read_only` | 503 | The match store is read-only, e.g. in a failover (Retry-After). | | `redis_out_of_memory` | 503 | The match store is full (Retry-After). | | `redis_loading` | 503 | The match store is still loading its data (Retry-After). | | `redis_not_replicated` | 503 | A write was made, but no replica confirmed it in time: retry with the same Idempotency-Key (Retry-After). | | `internal_error` | 500 | A bug of ours: quote X-Request-Id in your report. |
 *
 * The version of the OpenAPI document: v1
 * 
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

import { mapValues } from '../runtime';
import type { PracticalGuideToEvilUseAspectAction } from './PracticalGuideToEvilUseAspectAction';
import {
    PracticalGuideToEvilUseAspectActionFromJSON,
    PracticalGuideToEvilUseAspectActionFromJSONTyped,
    PracticalGuideToEvilUseAspectActionToJSON,
    PracticalGuideToEvilUseAspectActionToJSONTyped,
} from './PracticalGuideToEvilUseAspectAction';
import type { RevengeOfTheBMovieWrapAction } from './RevengeOfTheBMovieWrapAction';
import {
    RevengeOfTheBMovieWrapActionFromJSON,
    RevengeOfTheBMovieWrapActionFromJSONTyped,
    RevengeOfTheBMovieWrapActionToJSON,
    RevengeOfTheBMovieWrapActionToJSONTyped,
} from './RevengeOfTheBMovieWrapAction';
import type { BadassForceDenounceAction } from './BadassForceDenounceAction';
import {
    BadassForceDenounceActionFromJSON,
    BadassForceDenounceActionFromJSONTyped,
    BadassForceDenounceActionToJSON,
    BadassForceDenounceActionToJSONTyped,
} from './BadassForceDenounceAction';
import type { RevengeOfTheBMovieResignAction } from './RevengeOfTheBMovieResignAction';
import {
    RevengeOfTheBMovieResignActionFromJSON,
    RevengeOfTheBMovieResignActionFromJSONTyped,
    RevengeOfTheBMovieResignActionToJSON,
    RevengeOfTheBMovieResignActionToJSONTyped,
} from './RevengeOfTheBMovieResignAction';
import type { PracticalGuideToEvilEndTurnAction } from './PracticalGuideToEvilEndTurnAction';
import {
    PracticalGuideToEvilEndTurnActionFromJSON,
    PracticalGuideToEvilEndTurnActionFromJSONTyped,
    PracticalGuideToEvilEndTurnActionToJSON,
    PracticalGuideToEvilEndTurnActionToJSONTyped,
} from './PracticalGuideToEvilEndTurnAction';
import type { BadTrevorHandOffAction } from './BadTrevorHandOffAction';
import {
    BadTrevorHandOffActionFromJSON,
    BadTrevorHandOffActionFromJSONTyped,
    BadTrevorHandOffActionToJSON,
    BadTrevorHandOffActionToJSONTyped,
} from './BadTrevorHandOffAction';
import type { BadTrevorRescueAction } from './BadTrevorRescueAction';
import {
    BadTrevorRescueActionFromJSON,
    BadTrevorRescueActionFromJSONTyped,
    BadTrevorRescueActionToJSON,
    BadTrevorRescueActionToJSONTyped,
} from './BadTrevorRescueAction';
import type { VillainousBiggerAndBadderDiscardAction } from './VillainousBiggerAndBadderDiscardAction';
import {
    VillainousBiggerAndBadderDiscardActionFromJSON,
    VillainousBiggerAndBadderDiscardActionFromJSONTyped,
    VillainousBiggerAndBadderDiscardActionToJSON,
    VillainousBiggerAndBadderDiscardActionToJSONTyped,
} from './VillainousBiggerAndBadderDiscardAction';
import type { BadTrevorKevinAction } from './BadTrevorKevinAction';
import {
    BadTrevorKevinActionFromJSON,
    BadTrevorKevinActionFromJSONTyped,
    BadTrevorKevinActionToJSON,
    BadTrevorKevinActionToJSONTyped,
} from './BadTrevorKevinAction';
import type { BadTrevorReadyAction } from './BadTrevorReadyAction';
import {
    BadTrevorReadyActionFromJSON,
    BadTrevorReadyActionFromJSONTyped,
    BadTrevorReadyActionToJSON,
    BadTrevorReadyActionToJSONTyped,
} from './BadTrevorReadyAction';
import type { BadTrevorLayAction } from './BadTrevorLayAction';
import {
    BadTrevorLayActionFromJSON,
    BadTrevorLayActionFromJSONTyped,
    BadTrevorLayActionToJSON,
    BadTrevorLayActionToJSONTyped,
} from './BadTrevorLayAction';
import type { VillainousBiggerAndBadderConditionsAction } from './VillainousBiggerAndBadderConditionsAction';
import {
    VillainousBiggerAndBadderConditionsActionFromJSON,
    VillainousBiggerAndBadderConditionsActionFromJSONTyped,
    VillainousBiggerAndBadderConditionsActionToJSON,
    VillainousBiggerAndBadderConditionsActionToJSONTyped,
} from './VillainousBiggerAndBadderConditionsAction';
import type { BadTrevorGiveAction } from './BadTrevorGiveAction';
import {
    BadTrevorGiveActionFromJSON,
    BadTrevorGiveActionFromJSONTyped,
    BadTrevorGiveActionToJSON,
    BadTrevorGiveActionToJSONTyped,
} from './BadTrevorGiveAction';
import type { RevengeOfTheBMovieRearrangeAction } from './RevengeOfTheBMovieRearrangeAction';
import {
    RevengeOfTheBMovieRearrangeActionFromJSON,
    RevengeOfTheBMovieRearrangeActionFromJSONTyped,
    RevengeOfTheBMovieRearrangeActionToJSON,
    RevengeOfTheBMovieRearrangeActionToJSONTyped,
} from './RevengeOfTheBMovieRearrangeAction';
import type { BadassForceArmouryAction } from './BadassForceArmouryAction';
import {
    BadassForceArmouryActionFromJSON,
    BadassForceArmouryActionFromJSONTyped,
    BadassForceArmouryActionToJSON,
    BadassForceArmouryActionToJSONTyped,
} from './BadassForceArmouryAction';
import type { BadassForceExecuteAction } from './BadassForceExecuteAction';
import {
    BadassForceExecuteActionFromJSON,
    BadassForceExecuteActionFromJSONTyped,
    BadassForceExecuteActionToJSON,
    BadassForceExecuteActionToJSONTyped,
} from './BadassForceExecuteAction';
import type { VillainousBiggerAndBadderMoveAction } from './VillainousBiggerAndBadderMoveAction';
import {
    VillainousBiggerAndBadderMoveActionFromJSON,
    VillainousBiggerAndBadderMoveActionFromJSONTyped,
    VillainousBiggerAndBadderMoveActionToJSON,
    VillainousBiggerAndBadderMoveActionToJSONTyped,
} from './VillainousBiggerAndBadderMoveAction';
import type { VillainousBiggerAndBadderActivateAction } from './VillainousBiggerAndBadderActivateAction';
import {
    VillainousBiggerAndBadderActivateActionFromJSON,
    VillainousBiggerAndBadderActivateActionFromJSONTyped,
    VillainousBiggerAndBadderActivateActionToJSON,
    VillainousBiggerAndBadderActivateActionToJSONTyped,
} from './VillainousBiggerAndBadderActivateAction';
import type { VillainousBiggerAndBadderChooseAction } from './VillainousBiggerAndBadderChooseAction';
import {
    VillainousBiggerAndBadderChooseActionFromJSON,
    VillainousBiggerAndBadderChooseActionFromJSONTyped,
    VillainousBiggerAndBadderChooseActionToJSON,
    VillainousBiggerAndBadderChooseActionToJSONTyped,
} from './VillainousBiggerAndBadderChooseAction';
import type { VillainousBiggerAndBadderMoveHeroAction } from './VillainousBiggerAndBadderMoveHeroAction';
import {
    VillainousBiggerAndBadderMoveHeroActionFromJSON,
    VillainousBiggerAndBadderMoveHeroActionFromJSONTyped,
    VillainousBiggerAndBadderMoveHeroActionToJSON,
    VillainousBiggerAndBadderMoveHeroActionToJSONTyped,
} from './VillainousBiggerAndBadderMoveHeroAction';
import type { BadassForceAnnounceAction } from './BadassForceAnnounceAction';
import {
    BadassForceAnnounceActionFromJSON,
    BadassForceAnnounceActionFromJSONTyped,
    BadassForceAnnounceActionToJSON,
    BadassForceAnnounceActionToJSONTyped,
} from './BadassForceAnnounceAction';
import type { VillainousBiggerAndBadderPlayEffectAction } from './VillainousBiggerAndBadderPlayEffectAction';
import {
    VillainousBiggerAndBadderPlayEffectActionFromJSON,
    VillainousBiggerAndBadderPlayEffectActionFromJSONTyped,
    VillainousBiggerAndBadderPlayEffectActionToJSON,
    VillainousBiggerAndBadderPlayEffectActionToJSONTyped,
} from './VillainousBiggerAndBadderPlayEffectAction';
import type { BadTrevorResignAction } from './BadTrevorResignAction';
import {
    BadTrevorResignActionFromJSON,
    BadTrevorResignActionFromJSONTyped,
    BadTrevorResignActionToJSON,
    BadTrevorResignActionToJSONTyped,
} from './BadTrevorResignAction';
import type { RevengeOfTheBMovieEndTurnAction } from './RevengeOfTheBMovieEndTurnAction';
import {
    RevengeOfTheBMovieEndTurnActionFromJSON,
    RevengeOfTheBMovieEndTurnActionFromJSONTyped,
    RevengeOfTheBMovieEndTurnActionToJSON,
    RevengeOfTheBMovieEndTurnActionToJSONTyped,
} from './RevengeOfTheBMovieEndTurnAction';
import type { VillainousBiggerAndBadderBuildAction } from './VillainousBiggerAndBadderBuildAction';
import {
    VillainousBiggerAndBadderBuildActionFromJSON,
    VillainousBiggerAndBadderBuildActionFromJSONTyped,
    VillainousBiggerAndBadderBuildActionToJSON,
    VillainousBiggerAndBadderBuildActionToJSONTyped,
} from './VillainousBiggerAndBadderBuildAction';
import type { BadassForcePassAction } from './BadassForcePassAction';
import {
    BadassForcePassActionFromJSON,
    BadassForcePassActionFromJSONTyped,
    BadassForcePassActionToJSON,
    BadassForcePassActionToJSONTyped,
} from './BadassForcePassAction';
import type { VillainousBiggerAndBadderFateAction } from './VillainousBiggerAndBadderFateAction';
import {
    VillainousBiggerAndBadderFateActionFromJSON,
    VillainousBiggerAndBadderFateActionFromJSONTyped,
    VillainousBiggerAndBadderFateActionToJSON,
    VillainousBiggerAndBadderFateActionToJSONTyped,
} from './VillainousBiggerAndBadderFateAction';
import type { RevengeOfTheBMovieDiscardAction } from './RevengeOfTheBMovieDiscardAction';
import {
    RevengeOfTheBMovieDiscardActionFromJSON,
    RevengeOfTheBMovieDiscardActionFromJSONTyped,
    RevengeOfTheBMovieDiscardActionToJSON,
    RevengeOfTheBMovieDiscardActionToJSONTyped,
} from './RevengeOfTheBMovieDiscardAction';
import type { RevengeOfTheBMovieAddAction } from './RevengeOfTheBMovieAddAction';
import {
    RevengeOfTheBMovieAddActionFromJSON,
    RevengeOfTheBMovieAddActionFromJSONTyped,
    RevengeOfTheBMovieAddActionToJSON,
    RevengeOfTheBMovieAddActionToJSONTyped,
} from './RevengeOfTheBMovieAddAction';
import type { BadassForceSwapAction } from './BadassForceSwapAction';
import {
    BadassForceSwapActionFromJSON,
    BadassForceSwapActionFromJSONTyped,
    BadassForceSwapActionToJSON,
    BadassForceSwapActionToJSONTyped,
} from './BadassForceSwapAction';
import type { RevengeOfTheBMovieStartAction } from './RevengeOfTheBMovieStartAction';
import {
    RevengeOfTheBMovieStartActionFromJSON,
    RevengeOfTheBMovieStartActionFromJSONTyped,
    RevengeOfTheBMovieStartActionToJSON,
    RevengeOfTheBMovieStartActionToJSONTyped,
} from './RevengeOfTheBMovieStartAction';
import type { VillainousBiggerAndBadderPassAction } from './VillainousBiggerAndBadderPassAction';
import {
    VillainousBiggerAndBadderPassActionFromJSON,
    VillainousBiggerAndBadderPassActionFromJSONTyped,
    VillainousBiggerAndBadderPassActionToJSON,
    VillainousBiggerAndBadderPassActionToJSONTyped,
} from './VillainousBiggerAndBadderPassAction';
import type { PracticalGuideToEvilPlayAction } from './PracticalGuideToEvilPlayAction';
import {
    PracticalGuideToEvilPlayActionFromJSON,
    PracticalGuideToEvilPlayActionFromJSONTyped,
    PracticalGuideToEvilPlayActionToJSON,
    PracticalGuideToEvilPlayActionToJSONTyped,
} from './PracticalGuideToEvilPlayAction';
import type { BadTrevorReverseAction } from './BadTrevorReverseAction';
import {
    BadTrevorReverseActionFromJSON,
    BadTrevorReverseActionFromJSONTyped,
    BadTrevorReverseActionToJSON,
    BadTrevorReverseActionToJSONTyped,
} from './BadTrevorReverseAction';
import type { PracticalGuideToEvilDiscardAction } from './PracticalGuideToEvilDiscardAction';
import {
    PracticalGuideToEvilDiscardActionFromJSON,
    PracticalGuideToEvilDiscardActionFromJSONTyped,
    PracticalGuideToEvilDiscardActionToJSON,
    PracticalGuideToEvilDiscardActionToJSONTyped,
} from './PracticalGuideToEvilDiscardAction';
import type { VillainousBiggerAndBadderVanquishAction } from './VillainousBiggerAndBadderVanquishAction';
import {
    VillainousBiggerAndBadderVanquishActionFromJSON,
    VillainousBiggerAndBadderVanquishActionFromJSONTyped,
    VillainousBiggerAndBadderVanquishActionToJSON,
    VillainousBiggerAndBadderVanquishActionToJSONTyped,
} from './VillainousBiggerAndBadderVanquishAction';
import type { VillainousBiggerAndBadderEndTurnAction } from './VillainousBiggerAndBadderEndTurnAction';
import {
    VillainousBiggerAndBadderEndTurnActionFromJSON,
    VillainousBiggerAndBadderEndTurnActionFromJSONTyped,
    VillainousBiggerAndBadderEndTurnActionToJSON,
    VillainousBiggerAndBadderEndTurnActionToJSONTyped,
} from './VillainousBiggerAndBadderEndTurnAction';
import type { VillainousBiggerAndBadderGainPowerAction } from './VillainousBiggerAndBadderGainPowerAction';
import {
    VillainousBiggerAndBadderGainPowerActionFromJSON,
    VillainousBiggerAndBadderGainPowerActionFromJSONTyped,
    VillainousBiggerAndBadderGainPowerActionToJSON,
    VillainousBiggerAndBadderGainPowerActionToJSONTyped,
} from './VillainousBiggerAndBadderGainPowerAction';
import type { BadTrevorPickAction } from './BadTrevorPickAction';
import {
    BadTrevorPickActionFromJSON,
    BadTrevorPickActionFromJSONTyped,
    BadTrevorPickActionToJSON,
    BadTrevorPickActionToJSONTyped,
} from './BadTrevorPickAction';
import type { VillainousBiggerAndBadderMoveCardAction } from './VillainousBiggerAndBadderMoveCardAction';
import {
    VillainousBiggerAndBadderMoveCardActionFromJSON,
    VillainousBiggerAndBadderMoveCardActionFromJSONTyped,
    VillainousBiggerAndBadderMoveCardActionToJSON,
    VillainousBiggerAndBadderMoveCardActionToJSONTyped,
} from './VillainousBiggerAndBadderMoveCardAction';
import type { BadassForcePowerAction } from './BadassForcePowerAction';
import {
    BadassForcePowerActionFromJSON,
    BadassForcePowerActionFromJSONTyped,
    BadassForcePowerActionToJSON,
    BadassForcePowerActionToJSONTyped,
} from './BadassForcePowerAction';
import type { VillainousBiggerAndBadderPlayAction } from './VillainousBiggerAndBadderPlayAction';
import {
    VillainousBiggerAndBadderPlayActionFromJSON,
    VillainousBiggerAndBadderPlayActionFromJSONTyped,
    VillainousBiggerAndBadderPlayActionToJSON,
    VillainousBiggerAndBadderPlayActionToJSONTyped,
} from './VillainousBiggerAndBadderPlayAction';
import type { BadassForceChangeAction } from './BadassForceChangeAction';
import {
    BadassForceChangeActionFromJSON,
    BadassForceChangeActionFromJSONTyped,
    BadassForceChangeActionToJSON,
    BadassForceChangeActionToJSONTyped,
} from './BadassForceChangeAction';
import type { VillainousBiggerAndBadderResignAction } from './VillainousBiggerAndBadderResignAction';
import {
    VillainousBiggerAndBadderResignActionFromJSON,
    VillainousBiggerAndBadderResignActionFromJSONTyped,
    VillainousBiggerAndBadderResignActionToJSON,
    VillainousBiggerAndBadderResignActionToJSONTyped,
} from './VillainousBiggerAndBadderResignAction';
import type { PracticalGuideToEvilDropMarkerAction } from './PracticalGuideToEvilDropMarkerAction';
import {
    PracticalGuideToEvilDropMarkerActionFromJSON,
    PracticalGuideToEvilDropMarkerActionFromJSONTyped,
    PracticalGuideToEvilDropMarkerActionToJSON,
    PracticalGuideToEvilDropMarkerActionToJSONTyped,
} from './PracticalGuideToEvilDropMarkerAction';
import type { PracticalGuideToEvilResignAction } from './PracticalGuideToEvilResignAction';
import {
    PracticalGuideToEvilResignActionFromJSON,
    PracticalGuideToEvilResignActionFromJSONTyped,
    PracticalGuideToEvilResignActionToJSON,
    PracticalGuideToEvilResignActionToJSONTyped,
} from './PracticalGuideToEvilResignAction';
import type { VillainousBiggerAndBadderConditionAction } from './VillainousBiggerAndBadderConditionAction';
import {
    VillainousBiggerAndBadderConditionActionFromJSON,
    VillainousBiggerAndBadderConditionActionFromJSONTyped,
    VillainousBiggerAndBadderConditionActionToJSON,
    VillainousBiggerAndBadderConditionActionToJSONTyped,
} from './VillainousBiggerAndBadderConditionAction';
import type { BadassForceChooseAction } from './BadassForceChooseAction';
import {
    BadassForceChooseActionFromJSON,
    BadassForceChooseActionFromJSONTyped,
    BadassForceChooseActionToJSON,
    BadassForceChooseActionToJSONTyped,
} from './BadassForceChooseAction';
import type { RevengeOfTheBMovieKeepAction } from './RevengeOfTheBMovieKeepAction';
import {
    RevengeOfTheBMovieKeepActionFromJSON,
    RevengeOfTheBMovieKeepActionFromJSONTyped,
    RevengeOfTheBMovieKeepActionToJSON,
    RevengeOfTheBMovieKeepActionToJSONTyped,
} from './RevengeOfTheBMovieKeepAction';
import type { BadTrevorDemandAction } from './BadTrevorDemandAction';
import {
    BadTrevorDemandActionFromJSON,
    BadTrevorDemandActionFromJSONTyped,
    BadTrevorDemandActionToJSON,
    BadTrevorDemandActionToJSONTyped,
} from './BadTrevorDemandAction';
import type { BadTrevorPassAction } from './BadTrevorPassAction';
import {
    BadTrevorPassActionFromJSON,
    BadTrevorPassActionFromJSONTyped,
    BadTrevorPassActionToJSON,
    BadTrevorPassActionToJSONTyped,
} from './BadTrevorPassAction';
import type { BadTrevorCarryOnAction } from './BadTrevorCarryOnAction';
import {
    BadTrevorCarryOnActionFromJSON,
    BadTrevorCarryOnActionFromJSONTyped,
    BadTrevorCarryOnActionToJSON,
    BadTrevorCarryOnActionToJSONTyped,
} from './BadTrevorCarryOnAction';
import type { BadassForceResignAction } from './BadassForceResignAction';
import {
    BadassForceResignActionFromJSON,
    BadassForceResignActionFromJSONTyped,
    BadassForceResignActionToJSON,
    BadassForceResignActionToJSONTyped,
} from './BadassForceResignAction';
import type { VillainousBiggerAndBadderAttachAction } from './VillainousBiggerAndBadderAttachAction';
import {
    VillainousBiggerAndBadderAttachActionFromJSON,
    VillainousBiggerAndBadderAttachActionFromJSONTyped,
    VillainousBiggerAndBadderAttachActionToJSON,
    VillainousBiggerAndBadderAttachActionToJSONTyped,
} from './VillainousBiggerAndBadderAttachAction';
import type { BadTrevorLookoutAction } from './BadTrevorLookoutAction';
import {
    BadTrevorLookoutActionFromJSON,
    BadTrevorLookoutActionFromJSONTyped,
    BadTrevorLookoutActionToJSON,
    BadTrevorLookoutActionToJSONTyped,
} from './BadTrevorLookoutAction';

/**
 * One action: its `type` and that type's arguments.
 * @export
 * @interface Action
 */
export interface Action {
    /**
     * 
     */
    type: ActionTypeEnum;
    /**
     * The id it was listed with (GET actions); optional and ignored on submit.
     */
    id?: string;
    /**
     * 
     */
    civilian: string;
    /**
     * 
     */
    card: string;
    /**
     * 
     */
    position: number;
    /**
     * 
     */
    shout: string;
    /**
     * 
     */
    target: number;
    /**
     * 
     */
    weapon: string;
    /**
     * 
     */
    character: string;
    /**
     * 
     */
    host: string;
    /**
     * 
     */
    aspect: string;
    /**
     * 
     */
    as: string;
    /**
     * 
     */
    film: string;
    /**
     * 
     */
    at: number;
    /**
     * 
     */
    layout: string;
    /**
     * 
     */
    location: string;
    /**
     * 
     */
    to: string;
    /**
     * 
     */
    omnidroid: string;
    /**
     * 
     */
    hero: string;
    /**
     * 
     */
    allies: string;
    /**
     * 
     */
    mode: string;
    /**
     * 
     */
    choice: string;
    /**
     * 
     */
    cards: string;
}


/**
 * @export
 */
export const ActionTypeEnum = {
    Ready: 'ready',
    Rescue: 'rescue',
    Lay: 'lay',
    Pick: 'pick',
    Kevin: 'kevin',
    CarryOn: 'carry_on',
    Reverse: 'reverse',
    Demand: 'demand',
    Give: 'give',
    HandOff: 'hand_off',
    Lookout: 'lookout',
    Pass: 'pass',
    Resign: 'resign',
    Choose: 'choose',
    Change: 'change',
    Swap: 'swap',
    Execute: 'execute',
    Armoury: 'armoury',
    Announce: 'announce',
    Denounce: 'denounce',
    Power: 'power',
    Play: 'play',
    UseAspect: 'use_aspect',
    EndTurn: 'end_turn',
    Discard: 'discard',
    DropMarker: 'drop_marker',
    Start: 'start',
    Add: 'add',
    Rearrange: 'rearrange',
    Wrap: 'wrap',
    Keep: 'keep',
    Move: 'move',
    GainPower: 'gain_power',
    Attach: 'attach',
    PlayEffect: 'play_effect',
    Build: 'build',
    Activate: 'activate',
    MoveCard: 'move_card',
    MoveHero: 'move_hero',
    Fate: 'fate',
    Vanquish: 'vanquish',
    Conditions: 'conditions',
    Condition: 'condition',
} as const;
export type ActionTypeEnum = typeof ActionTypeEnum[keyof typeof ActionTypeEnum];


/**
 * Check if a given object implements the Action interface.
 */
export function instanceOfAction(value: object): value is Action {
    if (!('type' in value) || value['type'] === undefined) return false;
    if (!('civilian' in value) || value['civilian'] === undefined) return false;
    if (!('card' in value) || value['card'] === undefined) return false;
    if (!('position' in value) || value['position'] === undefined) return false;
    if (!('shout' in value) || value['shout'] === undefined) return false;
    if (!('target' in value) || value['target'] === undefined) return false;
    if (!('weapon' in value) || value['weapon'] === undefined) return false;
    if (!('character' in value) || value['character'] === undefined) return false;
    if (!('host' in value) || value['host'] === undefined) return false;
    if (!('aspect' in value) || value['aspect'] === undefined) return false;
    if (!('as' in value) || value['as'] === undefined) return false;
    if (!('film' in value) || value['film'] === undefined) return false;
    if (!('at' in value) || value['at'] === undefined) return false;
    if (!('layout' in value) || value['layout'] === undefined) return false;
    if (!('location' in value) || value['location'] === undefined) return false;
    if (!('to' in value) || value['to'] === undefined) return false;
    if (!('omnidroid' in value) || value['omnidroid'] === undefined) return false;
    if (!('hero' in value) || value['hero'] === undefined) return false;
    if (!('allies' in value) || value['allies'] === undefined) return false;
    if (!('mode' in value) || value['mode'] === undefined) return false;
    if (!('choice' in value) || value['choice'] === undefined) return false;
    if (!('cards' in value) || value['cards'] === undefined) return false;
    return true;
}

export function ActionFromJSON(json: any): Action {
    return ActionFromJSONTyped(json, false);
}

export function ActionFromJSONTyped(json: any, ignoreDiscriminator: boolean): Action {
    if (json == null) {
        return json;
    }
    return {
        
        'type': json['type'],
        'id': json['id'] == null ? undefined : json['id'],
        'civilian': json['civilian'],
        'card': json['card'],
        'position': json['position'],
        'shout': json['shout'],
        'target': json['target'],
        'weapon': json['weapon'],
        'character': json['character'],
        'host': json['host'],
        'aspect': json['aspect'],
        'as': json['as'],
        'film': json['film'],
        'at': json['at'],
        'layout': json['layout'],
        'location': json['location'],
        'to': json['to'],
        'omnidroid': json['omnidroid'],
        'hero': json['hero'],
        'allies': json['allies'],
        'mode': json['mode'],
        'choice': json['choice'],
        'cards': json['cards'],
    };
}

export function ActionToJSON(json: any): Action {
    return ActionToJSONTyped(json, false);
}

export function ActionToJSONTyped(value?: Action | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }

    return {
        
        'type': value['type'],
        'id': value['id'],
        'civilian': value['civilian'],
        'card': value['card'],
        'position': value['position'],
        'shout': value['shout'],
        'target': value['target'],
        'weapon': value['weapon'],
        'character': value['character'],
        'host': value['host'],
        'aspect': value['aspect'],
        'as': value['as'],
        'film': value['film'],
        'at': value['at'],
        'layout': value['layout'],
        'location': value['location'],
        'to': value['to'],
        'omnidroid': value['omnidroid'],
        'hero': value['hero'],
        'allies': value['allies'],
        'mode': value['mode'],
        'choice': value['choice'],
        'cards': value['cards'],
    };
}

