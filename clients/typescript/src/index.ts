// The croupier-client package: everything the generated SDK exports (../sdk, written by
// clients/generate, never edited by hand), plus the hand-written helpers of ./conditional.
export * from "../sdk/src";
export { getMatchIfChanged, notModifiedCache, NOT_MODIFIED_HEADER } from "./conditional";
