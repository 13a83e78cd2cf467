/* tslint:disable */
/* eslint-disable */
// Hand-written (clients/typescript/extras/Action.ts), copied over the generated model by
// clients/generate. The spec's `Action` (any game's action, as SubmitAction takes it) is an
// `anyOf`, since two games share type names (`end_turn`, `pass`); typescript-fetch flattens an
// anyOf into one interface with every argument required. An action is one game's instead:
// each game's union is discriminated by `type`, so `{ type: "ready" }` is a BadTrevorAction.
// Every argument of every action is a one-word scalar: its JSON is its TypeScript.

import type { BadTrevorAction } from './BadTrevorAction';
import type { BadassForceAction } from './BadassForceAction';
import type { PracticalGuideToEvilAction } from './PracticalGuideToEvilAction';
import type { RevengeOfTheBMovieAction } from './RevengeOfTheBMovieAction';
import type { VillainousBiggerAndBadderAction } from './VillainousBiggerAndBadderAction';

/**
 * One action of any game: its `type` and that type's arguments.
 * @export
 */
export type Action =
    | BadTrevorAction
    | BadassForceAction
    | PracticalGuideToEvilAction
    | RevengeOfTheBMovieAction
    | VillainousBiggerAndBadderAction;

/**
 * Check if a given object is an action (it names its `type`).
 */
export function instanceOfAction(value: object): value is Action {
    return 'type' in value && typeof value['type'] === 'string';
}

export function ActionFromJSON(json: any): Action {
    return ActionFromJSONTyped(json, false);
}

export function ActionFromJSONTyped(json: any, ignoreDiscriminator: boolean): Action {
    if (json == null) {
        return json;
    }
    return { ...json };
}

export function ActionToJSON(json: any): Action {
    return ActionToJSONTyped(json, false);
}

export function ActionToJSONTyped(value?: Action | null, ignoreDiscriminator: boolean = false): any {
    if (value == null) {
        return value;
    }
    return { ...value };
}
